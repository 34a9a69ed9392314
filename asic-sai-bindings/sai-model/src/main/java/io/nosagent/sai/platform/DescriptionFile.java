package io.nosagent.sai.platform;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;

/** Reads a platform or personality description file, naming the file (and line and column) in what goes wrong. */
final class DescriptionFile {

    private DescriptionFile() {
    }

    static JsonNode read(ObjectMapper json, Path file) {
        try {
            return json.readTree(file.toFile());
        } catch (JsonParseException e) {
            throw new PlatformException(file + ":" + e.getLocation().getLineNr() + ":" + e.getLocation().getColumnNr()
                    + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new PlatformException(file + ": " + e.getMessage());
        }
    }
}
