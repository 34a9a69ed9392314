package io.nosagent.watchdog.pfc;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class QueueRefTest {

    @Test
    void queuesSortInPanelOrderWithNumbersComparedAsNumbers() {
        var queues = new ArrayList<>(List.of(new QueueRef("eth1/10/1", 3), new QueueRef("eth1/2/1", 4),
                new QueueRef("eth1/2/1", 3), new QueueRef("eth1/1/2", 0), new QueueRef("eth1/1/1", 7), new QueueRef("eth2/1/1", 0)));
        Collections.sort(queues);
        assertEquals(List.of(new QueueRef("eth1/1/1", 7), new QueueRef("eth1/1/2", 0), new QueueRef("eth1/2/1", 3),
                new QueueRef("eth1/2/1", 4), new QueueRef("eth1/10/1", 3), new QueueRef("eth2/1/1", 0)), queues);
    }
}
