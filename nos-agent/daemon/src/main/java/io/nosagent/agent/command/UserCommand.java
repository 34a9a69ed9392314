package io.nosagent.agent.command;

import io.nosagent.api.cli.TextTable;
import io.nosagent.agent.security.PasswordHash;
import io.nosagent.agent.security.PasswordPolicy;
import io.nosagent.agent.security.Role;
import io.nosagent.agent.security.User;
import io.nosagent.agent.security.UserStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code nos-agent user add|remove|list}: the gNMI users file, on the switch itself. Passwords are
 * stored as salted PBKDF2-HMAC-SHA256 hashes; a running agent picks changes up without a restart.
 */
@Command(name = "user", mixinStandardHelpOptions = true, description = "Manage the gNMI users on this switch.",
        subcommands = {UserCommand.Add.class, UserCommand.Remove.class, UserCommand.ListUsers.class})
public final class UserCommand {

    /** Where the users file is: {@code --users}, else {@code users.json} in {@code --state-dir}. */
    static final class Where {
        @Option(names = "--state-dir", paramLabel = "DIR", defaultValue = "${sys:user.home}/.nos-agent",
                description = "The agent's state directory (default ${DEFAULT-VALUE}).")
        Path stateDir;

        @Option(names = "--users", paramLabel = "FILE", description = "The users file, if not users.json in --state-dir.")
        Path users;

        UserStore store() {
            return new UserStore(users != null ? users : stateDir.resolve("users.json"));
        }
    }

    @Command(name = "add", mixinStandardHelpOptions = true,
            description = "Add a user, or change its role or password. The password is read from the terminal or stdin.")
    static final class Add implements Callable<Integer> {
        @picocli.CommandLine.Mixin
        Where where;

        @Parameters(paramLabel = "NAME", description = "User name; also the CN or SAN a client certificate needs to act as it.")
        String name;

        @Option(names = "--role", required = true, description = "read-only (Capabilities, Get, Subscribe) or read-write (also Set).")
        String role;

        @Option(names = "--cert-only", description = "No password: the user authenticates with a client certificate only.")
        boolean certOnly;

        @Override
        public Integer call() throws IOException {
            Role r;
            try {
                r = Role.parse(role);
            } catch (IllegalArgumentException e) {
                System.err.println("nos-agent: " + e.getMessage());
                return 2;
            }
            Optional<PasswordHash> hash = Optional.empty();
            if (!certOnly) {
                char[] password = readPassword(name);
                if (password == null || password.length == 0) {
                    System.err.println("nos-agent: no password given (use --cert-only for certificate users)");
                    return 2;
                }
                var problem = PasswordPolicy.problem(name, password);
                if (problem.isPresent()) {
                    Arrays.fill(password, '\0');
                    System.err.println("nos-agent: " + problem.get() + "; user '" + name + "' not saved");
                    return 2;
                }
                hash = Optional.of(PasswordHash.of(password));
                Arrays.fill(password, '\0');
            }
            var store = where.store();
            store.put(new User(name, r, hash));
            System.out.println("user '" + name + "' (" + r.text() + ") saved in " + store.file());
            return 0;
        }

        private static char[] readPassword(String name) throws IOException {
            Console console = System.console();
            if (console != null) {
                char[] first = console.readPassword("Password for %s: ", name);
                char[] again = console.readPassword("Again: ");
                if (!Arrays.equals(first, again)) {
                    System.err.println("nos-agent: the passwords differ");
                    return null;
                }
                return first;
            }
            String line = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
            return line == null ? null : line.toCharArray();
        }
    }

    @Command(name = "remove", mixinStandardHelpOptions = true, description = "Remove a user.")
    static final class Remove implements Callable<Integer> {
        @picocli.CommandLine.Mixin
        Where where;

        @Parameters(paramLabel = "NAME")
        String name;

        @Override
        public Integer call() {
            if (!where.store().remove(name)) {
                System.err.println("nos-agent: no user '" + name + "'");
                return 1;
            }
            System.out.println("user '" + name + "' removed");
            return 0;
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "List the users and their roles.")
    static final class ListUsers implements Callable<Integer> {
        @picocli.CommandLine.Mixin
        Where where;

        @picocli.CommandLine.Spec
        picocli.CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            var t = new TextTable().left("User").left("Role").left("Authenticates with");
            where.store().users().values().stream().sorted(java.util.Comparator.comparing(User::name))
                    .forEach(u -> t.row(u.name(), u.role().text(), u.password().isPresent() ? "password or certificate" : "certificate"));
            t.print(spec.commandLine().getOut());
            return 0;
        }
    }
}
