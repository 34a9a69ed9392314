package io.nosagent.watchdog.pfc;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class QueueRefTest {

    @Test
    void queuesSortInPanelOrderWithNumbersComparedAsNumbers() {
        var queues = new ArrayList<>(List.of(new QueueRef("eth1/10/1", 3), new QueueRef("eth1/2/1", 4),
                new QueueRef("eth1/2/1", 3), new QueueRef("eth1/1/2", 0), new QueueRef("eth1/1/1", 7), new QueueRef("eth2/1/1", 0)));
        Collections.sort(queues);
        assertEquals(List.of(new QueueRef("eth1/1/1", 7), new QueueRef("eth1/1/2", 0), new QueueRef("eth1/2/1", 3),
                new QueueRef("eth1/2/1", 4), new QueueRef("eth1/10/1", 3), new QueueRef("eth2/1/1", 0)), queues);
    }

    @Test
    void portNamesCompareRunByRun() {
        assertTrue(QueueRef.comparePorts("Ethernet8", "Ethernet12") < 0);
        assertTrue(QueueRef.comparePorts("Ethernet12", "Ethernet8") > 0);
        assertEquals(0, QueueRef.comparePorts("eth1/01/1", "eth1/1/1"), "leading zeros do not change a number");
        assertTrue(QueueRef.comparePorts("eth1/1", "eth1/1/1") < 0, "a name that runs out first comes first");
        assertTrue(QueueRef.comparePorts("eth1/1/1", "eth1/1") > 0);
        assertTrue(QueueRef.comparePorts("eth1/1/1", "swp1") < 0, "text runs compare as text");
        assertEquals(0, QueueRef.comparePorts("eth1/12/3", "eth1/12/3"));
    }
}
