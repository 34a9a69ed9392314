package io.nosagent.sai.ffm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.lang.foreign.MemoryLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every C struct the backend writes has the size and member offsets of SAI 1.18.1 on x86_64: the
 * {@code abi_x86_64} table of the shared metadata when it is present, the same facts written down
 * here otherwise.
 */
class SaiAbiLayoutTest {

    /** {@code abi_x86_64} of sai-1.18.1-metadata.json, for builds without ../shared. */
    private static final Map<String, Long> SIZES = Map.ofEntries(
            Map.entry("sai_attribute_t", 48L), Map.entry("sai_attribute_value_t", 40L), Map.entry("sai_object_id_t", 8L),
            Map.entry("sai_ip_address_t", 20L), Map.entry("sai_ip_prefix_t", 36L), Map.entry("sai_object_list_t", 16L),
            Map.entry("sai_u32_list_t", 16L), Map.entry("sai_s32_list_t", 16L), Map.entry("sai_u8_list_t", 16L),
            Map.entry("sai_qos_map_t", 32L), Map.entry("sai_qos_map_list_t", 16L), Map.entry("sai_acl_field_data_t", 40L),
            Map.entry("sai_acl_action_data_t", 32L), Map.entry("sai_route_entry_t", 56L), Map.entry("sai_neighbor_entry_t", 40L),
            Map.entry("sai_u32_range_t", 8L), Map.entry("sai_port_oper_status_notification_t", 16L),
            Map.entry("sai_queue_deadlock_notification_data_t", 16L), Map.entry("sai_map_t", 8L),
            Map.entry("sai_map_list_t", 16L), Map.entry("sai_service_method_table_t", 16L), Map.entry("sai_stats_mode_t", 4L));

    private static final Map<String, Long> OFFSETS = Map.ofEntries(
            Map.entry("sai_attribute_t.id", 0L), Map.entry("sai_attribute_t.value", 8L),
            Map.entry("sai_object_list_t.count", 0L), Map.entry("sai_object_list_t.list", 8L),
            Map.entry("sai_ip_address_t.addr_family", 0L), Map.entry("sai_ip_address_t.addr", 4L),
            Map.entry("sai_ip_prefix_t.addr_family", 0L), Map.entry("sai_ip_prefix_t.addr", 4L), Map.entry("sai_ip_prefix_t.mask", 20L),
            Map.entry("sai_route_entry_t.switch_id", 0L), Map.entry("sai_route_entry_t.vr_id", 8L),
            Map.entry("sai_route_entry_t.destination", 16L), Map.entry("sai_neighbor_entry_t.switch_id", 0L),
            Map.entry("sai_neighbor_entry_t.rif_id", 8L), Map.entry("sai_neighbor_entry_t.ip_address", 16L),
            Map.entry("sai_qos_map_t.key", 0L), Map.entry("sai_qos_map_t.value", 16L),
            Map.entry("sai_qos_map_params_t.tc", 0L), Map.entry("sai_qos_map_params_t.dscp", 1L),
            Map.entry("sai_qos_map_params_t.dot1p", 2L), Map.entry("sai_qos_map_params_t.prio", 3L),
            Map.entry("sai_qos_map_params_t.pg", 4L), Map.entry("sai_qos_map_params_t.queue_index", 5L),
            Map.entry("sai_qos_map_params_t.color", 8L), Map.entry("sai_qos_map_params_t.mpls_exp", 12L),
            Map.entry("sai_qos_map_params_t.fc", 13L), Map.entry("sai_acl_field_data_t.enable", 0L),
            Map.entry("sai_acl_field_data_t.mask", 8L), Map.entry("sai_acl_field_data_t.data", 24L),
            Map.entry("sai_acl_action_data_t.enable", 0L), Map.entry("sai_acl_action_data_t.parameter", 8L),
            Map.entry("sai_port_oper_status_notification_t.port_id", 0L),
            Map.entry("sai_port_oper_status_notification_t.port_state", 8L),
            Map.entry("sai_queue_deadlock_notification_data_t.queue_id", 0L),
            Map.entry("sai_queue_deadlock_notification_data_t.event", 8L),
            Map.entry("sai_service_method_table_t.profile_get_value", 0L),
            Map.entry("sai_service_method_table_t.profile_get_next_value", 8L));

    /** Structs in the shared table the backend never writes. */
    private static final Set<String> NOT_WRITTEN = Set.of("sai_fdb_entry_t");

    @Test
    void everyStructHasTheAbiSize() {
        var sizes = shared("sizeof").orElse(SIZES);
        assertThat(sizes).isNotEmpty();
        sizes.forEach((struct, size) -> {
            if (!NOT_WRITTEN.contains(struct)) {
                assertThat(SaiAbi.BY_C_NAME).as("layout of %s", struct).containsKey(struct);
                assertThat(SaiAbi.BY_C_NAME.get(struct).byteSize()).as("sizeof(%s)", struct).isEqualTo(size);
            }
        });
    }

    @Test
    void everyMemberSitsAtItsAbiOffset() {
        var offsets = shared("offsetof").orElse(OFFSETS);
        assertThat(offsets).isNotEmpty();
        offsets.forEach((path, offset) -> {
            String[] parts = path.split("\\.");
            MemoryLayout layout = SaiAbi.BY_C_NAME.get(parts[0]);
            assertThat(layout).as("layout of %s", parts[0]).isNotNull();
            assertThat(SaiAbi.offset(layout, parts[1])).as("offsetof(%s)", path).isEqualTo(offset);
        });
    }

    @Test
    void theWrittenDownFactsAreTheSharedOnes() {
        assumeTrue(sharedFile() != null, "../shared/sai not present: nothing to compare with");
        var sizes = new LinkedHashMap<>(shared("sizeof").orElseThrow());
        NOT_WRITTEN.forEach(sizes::remove);
        assertThat(SIZES).isEqualTo(sizes);
        assertThat(OFFSETS).isEqualTo(shared("offsetof").orElseThrow());
    }

    @Test
    void structsTheSharedTableLeavesOutFollowTheHeader() {
        // six uint32_t; three bools
        assertThat(SaiAbi.SYSTEM_PORT_CONFIG.byteSize()).isEqualTo(24);
        assertThat(SaiAbi.offset(SaiAbi.SYSTEM_PORT_CONFIG, "num_voq")).isEqualTo(20);
        assertThat(SaiAbi.SYSTEM_PORT_CONFIG_LIST.byteSize()).isEqualTo(16);
        assertThat(SaiAbi.ATTR_CAPABILITY.byteSize()).isEqualTo(3);
        assertThat(SaiAbi.offset(SaiAbi.ATTR_CAPABILITY, "get_implemented")).isEqualTo(2);
    }

    private static Path sharedFile() {
        Path p = Path.of(System.getProperty("nosagent.shared.dir", "../../shared"), "sai", "sai-1.18.1-metadata.json");
        return Files.isRegularFile(p) ? p : null;
    }

    private static java.util.Optional<Map<String, Long>> shared(String table) {
        Path p = sharedFile();
        if (p == null) {
            return java.util.Optional.empty();
        }
        try {
            JsonNode node = new ObjectMapper().readTree(p.toFile()).get("abi_x86_64").get(table);
            var out = new LinkedHashMap<String, Long>();
            node.properties().forEach(e -> out.put(e.getKey(), e.getValue().asLong()));
            return java.util.Optional.of(out);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
