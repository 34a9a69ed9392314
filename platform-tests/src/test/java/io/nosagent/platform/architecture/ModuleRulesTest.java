package io.nosagent.platform.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The module rules of the architecture (ARCHITECTURE.md, "Modules"), checked on the main classes of
 * every module. Maven scopes already keep most imports out; these rules also hold when someone adds
 * a dependency to a POM, and they say in one place what may see what.
 */
class ModuleRulesTest {

    private static final String NET = "io.nosagent.net..";
    private static final String SAI_MODEL = "io.nosagent.sai..";
    private static final String VIRTUAL_ASIC = "io.nosagent.sai.vasic..";
    private static final String NATIVE_SAI = "io.nosagent.sai.ffm..";
    private static final String CONFIG = "io.nosagent.config..";
    private static final String ROUTING = "io.nosagent.routing..";
    private static final String QOS = "io.nosagent.qos..";
    private static final String WATCHDOG = "io.nosagent.watchdog..";
    private static final String CONTROL = "io.nosagent.control..";
    private static final String AGENT = "io.nosagent.agent..";
    private static final String API = "io.nosagent.api..";
    private static final String FEATURE = "io.nosagent.feature..";
    private static final String CLI = "io.nosagent.cli..";
    private static final String LAB = "io.nosagent.lab..";
    private static final String PLATFORM_TESTS = "io.nosagent.platform..";

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.nosagent");
    }

    @Test
    void everyModuleIsImported() {
        // Guards the rules below against passing on an empty import.
        for (String pkg : new String[]{"io.nosagent.sai.store", "io.nosagent.sai.vasic", "io.nosagent.sai.ffm",
                "io.nosagent.config.delta", "io.nosagent.routing.interfaces", "io.nosagent.routing.bgp", "io.nosagent.agent",
                "io.nosagent.net", "io.nosagent.api.gnmi", "io.nosagent.cli", "io.nosagent.lab.fabric", "io.nosagent.feature",
                "io.nosagent.control.copp"}) {
            assertThat(main.containPackage(pkg)).as(pkg).isTrue();
        }
    }

    @Test
    void routingSeesNoOtherFeatureNoAgentAndNoBackend() {
        featureRule(ROUTING, QOS, WATCHDOG, CONTROL).check(main);
    }

    @Test
    void qosSeesNoOtherFeatureNoAgentAndNoBackend() {
        featureRule(QOS, ROUTING, WATCHDOG, CONTROL).check(main);
    }

    @Test
    void watchdogSeesNoOtherFeatureNoAgentAndNoBackend() {
        featureRule(WATCHDOG, ROUTING, QOS, CONTROL).check(main);
    }

    @Test
    void theControlPlaneSeesNoOtherFeatureNoAgentAndNoBackend() {
        featureRule(CONTROL, ROUTING, QOS, WATCHDOG).check(main);
    }

    @Test
    void theSaiModelImportsNoConfigNoBackendAndNothingAbove() {
        noClasses().that().resideInAPackage(SAI_MODEL)
                .and().resideOutsideOfPackages(VIRTUAL_ASIC, NATIVE_SAI)
                .should().dependOnClassesThat().resideInAnyPackage(VIRTUAL_ASIC, NATIVE_SAI, CONFIG, ROUTING, QOS,
                        WATCHDOG, CONTROL, AGENT, API, CLI, LAB, FEATURE, PLATFORM_TESTS)
                .check(main);
    }

    @Test
    void theBackendsSeeOnlyTheSaiModelAndNotEachOther() {
        noClasses().that().resideInAPackage(VIRTUAL_ASIC)
                .should().dependOnClassesThat().resideInAnyPackage(NATIVE_SAI, CONFIG, ROUTING, QOS, WATCHDOG, CONTROL, AGENT, API, CLI, LAB, FEATURE)
                .check(main);
        noClasses().that().resideInAPackage(NATIVE_SAI)
                .should().dependOnClassesThat().resideInAnyPackage(VIRTUAL_ASIC, CONFIG, ROUTING, QOS, WATCHDOG, CONTROL, AGENT, API, CLI, LAB, FEATURE)
                .check(main);
    }

    @Test
    void theDaemonImportsNoLabNoCliAndNoBackend() {
        noClasses().that().resideInAPackage(AGENT)
                .should().dependOnClassesThat().resideInAnyPackage(LAB, CLI, VIRTUAL_ASIC, NATIVE_SAI, PLATFORM_TESTS)
                .because("the on-switch daemon asks its backend for capabilities (SaiBackend) and carries neither the "
                        + "client nor the lab")
                .check(main);
    }

    @Test
    void theFeatureContractImportsNoFeatureNoDaemonAndNoBackend() {
        noClasses().that().resideInAPackage(FEATURE)
                .should().dependOnClassesThat().resideInAnyPackage(ROUTING, QOS, WATCHDOG, CONTROL, AGENT, API, CLI, LAB,
                        VIRTUAL_ASIC, NATIVE_SAI, PLATFORM_TESTS)
                .because("features and the daemon meet in the contract; it knows neither")
                .check(main);
    }

    @Test
    void featuresSeeTheAgentOnlyThroughTheContract() {
        for (String feature : List.of(ROUTING, QOS, WATCHDOG, CONTROL)) {
            noClasses().that().resideInAPackage(feature).should().dependOnClassesThat().resideInAnyPackage(AGENT)
                    .because("a feature is built from a FeatureContext and declared through Feature")
                    .check(main);
        }
        assertThat(main.get("io.nosagent.routing.RoutingFeature").isAssignableTo("io.nosagent.feature.Feature")).isTrue();
        assertThat(main.get("io.nosagent.qos.QosFeature").isAssignableTo("io.nosagent.feature.Feature")).isTrue();
        assertThat(main.get("io.nosagent.watchdog.WatchdogFeature").isAssignableTo("io.nosagent.feature.Feature")).isTrue();
        assertThat(main.get("io.nosagent.control.ControlPlaneFeature").isAssignableTo("io.nosagent.feature.Feature")).isTrue();
    }

    @Test
    void theCliImportsOnlyTheClientSide() {
        noClasses().that().resideInAPackage(CLI)
                .should().dependOnClassesThat().resideInAnyPackage(AGENT, LAB, FEATURE, SAI_MODEL, ROUTING, QOS, WATCHDOG, CONTROL,
                        PLATFORM_TESTS)
                .because("the CLI is a gNMI client: it knows the wire (api) and the config paths, nothing of the agent")
                .check(main);
    }

    @Test
    void theApiSeesNothingOfTheAgentOrItsTools() {
        noClasses().that().resideInAPackage(API)
                .should().dependOnClassesThat().resideInAnyPackage(AGENT, CLI, LAB, FEATURE, SAI_MODEL, ROUTING, QOS, WATCHDOG, CONTROL,
                        PLATFORM_TESTS)
                .check(main);
    }

    @Test
    void addressLiteralsDependOnNothingOfOurs() {
        noClasses().that().resideInAPackage(NET)
                .should().dependOnClassesThat().resideInAnyPackage(SAI_MODEL, CONFIG, ROUTING, QOS, WATCHDOG, CONTROL, AGENT)
                .check(main);
    }

    @Test
    void configImportsNoSaiAndNothingAbove() {
        noClasses().that().resideInAPackage(CONFIG)
                .should().dependOnClassesThat().resideInAnyPackage(SAI_MODEL, ROUTING, QOS, WATCHDOG, CONTROL, AGENT, API, CLI, LAB, FEATURE)
                .check(main);
    }

    private static ArchRule featureRule(String feature, String... otherFeatures) {
        var forbidden = new ArrayList<>(List.of(otherFeatures));
        forbidden.addAll(List.of(AGENT, API, CLI, LAB, VIRTUAL_ASIC, NATIVE_SAI, PLATFORM_TESTS));
        return noClasses().that().resideInAPackage(feature)
                .should().dependOnClassesThat().resideInAnyPackage(forbidden.toArray(String[]::new))
                .because("a feature plugs into the agent through the SAI model and config only, "
                        + "and never knows which backend runs underneath");
    }
}
