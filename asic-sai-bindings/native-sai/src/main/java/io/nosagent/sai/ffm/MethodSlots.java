package io.nosagent.sai.ffm;

import io.nosagent.sai.ObjectType;

/**
 * Where one object type's functions sit in its {@code sai_*_api_t} method table: slot {@code i}
 * is the function pointer at byte offset {@code 8 * i}; -1 means the table has no such member.
 * Generated per type in {@link SaiApiTable}.
 *
 * @param type        the object type
 * @param api         its {@code sai_api_t} number, passed to {@code sai_api_query}
 * @param table       the C name of the method table, for messages
 * @param tableSize   how many function pointers the table holds
 */
record MethodSlots(ObjectType type, int api, String table, int tableSize, int create, int remove, int set, int get,
                   int getStats, int getStatsExt, int clearStats, int bulkCreate, int bulkRemove) {
}
