/*
 * libsaitest: a small SAI library for testing the native (FFM) backend without a vendor libsai.
 *
 * Written from the documented SAI 1.18.1 layouts (sizes and offsets under abi_x86_64 in the
 * shared metadata); it includes no SAI header and declares the few structs it needs itself.
 * Ids, slots and value types come from the generated sai_facts.h.
 *
 * What it does:
 *  - sai_api_initialize keeps the service table, opens the trace file named by the profile key
 *    SAI_TEST_TRACE_FILE and enumerates the whole profile once (restart, then read to the end).
 *  - sai_api_query hands out one method table per sai_api_t, filled at the slots sai_facts.h gives.
 *  - One generic store of (object type, oid or entry key) -> attributes. Values are copied as the
 *    40-byte union; list kinds (known from each attribute's value type) are deep-copied.
 *  - GET copies lists into the caller's buffers; a short buffer gets BUFFER_OVERFLOW with the
 *    needed count written back. An attribute never set reads as zero (lists: empty); with the profile
 *    key SAI_TEST_OPTIONAL_GETS=not_implemented it answers NOT_IMPLEMENTED instead, as a SAI that keeps
 *    only what it was told does (the virtual ASIC's minimal personality), and it then keeps no LEVEL
 *    for the scheduler groups it builds and says so in the attribute capability.
 *  - create_switch builds SAI_TEST_PORTS ports (SAI_TEST_LANES_PER_PORT lanes, SAI_TEST_PORT_SPEED),
 *    SAI_TEST_QUEUES_PER_PORT queues and SAI_TEST_PGS_PER_PORT priority groups per port, a scheduler
 *    group tree per port (a level-0 root over one level-1 group per queue), a CPU port and the default
 *    virtual router.
 *  - send_hostif_packet checks its TX type (and port, bypassing the pipeline) and keeps the last frame.
 *  - Test hooks (saitest_*): fail the next call with a given status, fire notifications (port state,
 *    PFC deadlock, a trapped packet) from the library's own pthread, read the last frame sent, set
 *    counters and enum capabilities, declare the value type of an attribute the metadata lacks (vendor
 *    extensions), dump the profile.
 *  - Every method call is written to the trace file, one line per call (per object for bulk):
 *
 *      <seq> api=<sai_api_t> op=<op> ot=<object type> (oid=0x<hex>|key=<hex>) status=<int>
 *            [attr=<id>[:<value>]]... [stat=<id>[:<decimal>]]...
 *
 *    op is create, remove, set, get, get_stats, get_stats_ext, clear_stats, bulk_create or
 *    bulk_remove. key is the entry struct's bytes. A value is the union's bytes with list pointers
 *    zeroed and trailing zero bytes dropped (at least one byte), then '+' and the bytes of each list
 *    the value points to, in member order: u32 list {1,2} is "02+0100000002000000". GET values are
 *    traced only on success; GET-with-overflow lines carry the ids alone.
 *
 * Built with -DSAITEST_MINIMAL it leaves out the capability functions and the bulk slots, to test
 * the backend's fallbacks.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sai_facts.h"

#define EXPORT __attribute__((visibility("default")))
#define UNUSED __attribute__((unused)) /* bulk functions stay out of the minimal build's tables */

typedef int32_t sai_status_t;
typedef uint64_t sai_object_id_t;

typedef union sai_attribute_value {
    uint8_t bytes[40];
    uint64_t align;
} sai_attribute_value_t;

typedef struct sai_attribute {
    uint32_t id;
    sai_attribute_value_t value;
} sai_attribute_t;

typedef const char *(*profile_get_value_fn)(uint32_t profile_id, const char *variable);
typedef int (*profile_get_next_value_fn)(uint32_t profile_id, const char **variable, const char **value);

typedef struct sai_service_method_table {
    profile_get_value_fn profile_get_value;
    profile_get_next_value_fn profile_get_next_value;
} sai_service_method_table_t;

typedef struct port_oper_status_notification {
    sai_object_id_t port_id;
    int32_t port_state;
    int32_t port_error_status;
} port_oper_status_notification_t;

typedef struct queue_deadlock_notification {
    sai_object_id_t queue_id;
    int32_t event;
    bool app_managed_recovery;
} queue_deadlock_notification_t;

typedef void (*port_state_change_fn)(uint32_t count, const port_oper_status_notification_t *data);
typedef void (*queue_pfc_deadlock_fn)(uint32_t count, const queue_deadlock_notification_t *data);
typedef void (*packet_event_fn)(sai_object_id_t switch_id, uint64_t size, const void *buffer, uint32_t count,
                                const sai_attribute_t *attrs);

typedef struct attr_capability {
    bool create_implemented;
    bool set_implemented;
    bool get_implemented;
} attr_capability_t;

_Static_assert(sizeof(sai_attribute_t) == 48, "sai_attribute_t is 48 bytes");
_Static_assert(offsetof(sai_attribute_t, value) == 8, "value at offset 8");
_Static_assert(sizeof(port_oper_status_notification_t) == 16, "port notification is 16 bytes");
_Static_assert(sizeof(queue_deadlock_notification_t) == 16, "deadlock notification is 16 bytes");

/* ---- store ------------------------------------------------------------------------------ */

#define MAX_KEY 64
#define BUCKETS 65536
#define OID_TYPE_SHIFT 48

typedef struct stored_attr {
    uint32_t id;
    int32_t value_type;
    sai_attribute_value_t value; /* list pointers point at copies this library owns */
} stored_attr_t;

typedef struct counter {
    uint32_t id;
    uint64_t value;
} counter_t;

typedef struct object {
    struct object *next;
    int32_t type;
    uint32_t key_size;
    uint8_t key[MAX_KEY];
    uint32_t attr_count, attr_cap;
    stored_attr_t *attrs;
    uint32_t counter_count, counter_cap;
    counter_t *counters;
} object_t;

typedef struct list_field {
    uint32_t offset;
    uint32_t elem;
} list_field_t;

static struct {
    pthread_mutex_t lock;
    bool initialized;
    sai_service_method_table_t services;
    FILE *trace;
    uint64_t seq;
    bool fail_armed;
    sai_status_t fail_status;
    uint64_t next_index;
    sai_object_id_t switch_id;
    uint32_t profile_entries;
    uint64_t objects;
    uint64_t objects_by_type[256];
    object_t *buckets[BUCKETS];
    int32_t enum_cap_type;
    uint32_t enum_cap_attr;
    uint32_t enum_cap_count;
    int32_t enum_cap_values[256];
    uint32_t declared_count;
    saitest_value_type_t declared[256]; /* value types tests declare for attributes the metadata lacks */
    bool unset_gets_not_implemented;     /* SAI_TEST_OPTIONAL_GETS=not_implemented */
    uint64_t sent_packets;               /* send_hostif_packet calls accepted */
    uint8_t last_sent[16384];            /* the last frame sent, its size, egress port and TX type */
    uint64_t last_sent_size;
    sai_object_id_t last_sent_port;
    int32_t last_sent_tx_type;
} g = {.lock = PTHREAD_MUTEX_INITIALIZER};

static int32_t value_type_of(int32_t type, uint32_t id) {
    for (uint32_t i = 0; i < g.declared_count; i++) {
        if (g.declared[i].object_type == type && g.declared[i].attr_id == id) {
            return g.declared[i].value_type;
        }
    }
    size_t lo = 0, hi = sizeof(SAITEST_VALUE_TYPES) / sizeof(SAITEST_VALUE_TYPES[0]);
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const saitest_value_type_t *e = &SAITEST_VALUE_TYPES[mid];
        if (e->object_type == type && e->attr_id == id) {
            return e->value_type;
        }
        if (e->object_type < type || (e->object_type == type && e->attr_id < id)) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return -1; /* unknown (e.g. a vendor attribute): copied as a plain union */
}

/* The sai_*_list_t members a value of this type holds: union offset and element size. */
static int list_fields(int32_t vt, list_field_t out[2]) {
    switch (vt) {
        case SAI_ATTR_VALUE_TYPE_OBJECT_LIST: out[0] = (list_field_t){0, 8}; return 1;
        case SAI_ATTR_VALUE_TYPE_UINT8_LIST:
        case SAI_ATTR_VALUE_TYPE_INT8_LIST: out[0] = (list_field_t){0, 1}; return 1;
        case SAI_ATTR_VALUE_TYPE_UINT16_LIST:
        case SAI_ATTR_VALUE_TYPE_INT16_LIST:
        case SAI_ATTR_VALUE_TYPE_VLAN_LIST: out[0] = (list_field_t){0, 2}; return 1;
        case SAI_ATTR_VALUE_TYPE_UINT32_LIST:
        case SAI_ATTR_VALUE_TYPE_INT32_LIST:
        case SAI_ATTR_VALUE_TYPE_UINT16_RANGE_LIST: out[0] = (list_field_t){0, 4}; return 1;
        case SAI_ATTR_VALUE_TYPE_MAP_LIST: out[0] = (list_field_t){0, 8}; return 1;
        case SAI_ATTR_VALUE_TYPE_QOS_MAP_LIST: out[0] = (list_field_t){0, 32}; return 1;
        case SAI_ATTR_VALUE_TYPE_SYSTEM_PORT_CONFIG_LIST: out[0] = (list_field_t){0, 24}; return 1;
        case SAI_ATTR_VALUE_TYPE_IP_ADDRESS_LIST: out[0] = (list_field_t){0, 20}; return 1;
        /* sai_acl_field_data_t: mask at 8, data at 24; sai_acl_action_data_t: parameter at 8 */
        case SAI_ATTR_VALUE_TYPE_ACL_FIELD_DATA_OBJECT_LIST: out[0] = (list_field_t){24, 8}; return 1;
        case SAI_ATTR_VALUE_TYPE_ACL_FIELD_DATA_UINT8_LIST:
            out[0] = (list_field_t){8, 1};
            out[1] = (list_field_t){24, 1};
            return 2;
        case SAI_ATTR_VALUE_TYPE_ACL_ACTION_DATA_OBJECT_LIST: out[0] = (list_field_t){8, 8}; return 1;
        default: return 0;
    }
}

static uint32_t list_count(const sai_attribute_value_t *v, list_field_t f) {
    uint32_t n;
    memcpy(&n, v->bytes + f.offset, 4);
    return n;
}

static void *list_ptr(const sai_attribute_value_t *v, list_field_t f) {
    void *p;
    memcpy(&p, v->bytes + f.offset + 8, sizeof p);
    return p;
}

static void set_list(sai_attribute_value_t *v, list_field_t f, uint32_t count, void *ptr) {
    memcpy(v->bytes + f.offset, &count, 4);
    memcpy(v->bytes + f.offset + 8, &ptr, sizeof ptr);
}

static void free_value(stored_attr_t *a) {
    list_field_t f[2];
    int n = list_fields(a->value_type, f);
    for (int i = 0; i < n; i++) {
        free(list_ptr(&a->value, f[i]));
    }
}

static sai_status_t copy_in(stored_attr_t *dst, int32_t vt, const sai_attribute_value_t *src) {
    list_field_t f[2];
    int n = list_fields(vt, f);
    sai_attribute_value_t v = *src;
    for (int i = 0; i < n; i++) {
        uint32_t count = list_count(src, f[i]);
        const void *from = list_ptr(src, f[i]);
        void *copy = NULL;
        if (count > 0) {
            if (from == NULL) {
                for (int j = 0; j < i; j++) {
                    free(list_ptr(&v, f[j]));
                }
                return SAI_STATUS_INVALID_PARAMETER;
            }
            copy = malloc((size_t)count * f[i].elem);
            memcpy(copy, from, (size_t)count * f[i].elem);
        }
        set_list(&v, f[i], count, copy);
    }
    dst->value_type = vt;
    dst->value = v;
    return SAI_STATUS_SUCCESS;
}

/* Copies a stored value into the caller's union; returns false when a list buffer is short. */
static bool copy_out(const stored_attr_t *a, int32_t vt, sai_attribute_value_t *caller) {
    list_field_t f[2];
    int n = list_fields(vt, f);
    sai_attribute_value_t out;
    if (a != NULL) {
        out = a->value;
    } else {
        memset(&out, 0, sizeof out);
    }
    bool fits = true;
    for (int i = 0; i < n; i++) {
        uint32_t capacity = list_count(caller, f[i]);
        void *buffer = list_ptr(caller, f[i]);
        uint32_t need = a != NULL ? list_count(&a->value, f[i]) : 0;
        if (need > capacity) {
            fits = false;
        } else if (need > 0) {
            memcpy(buffer, list_ptr(&a->value, f[i]), (size_t)need * f[i].elem);
        }
        set_list(&out, f[i], need, buffer);
    }
    *caller = out;
    return fits;
}

static uint64_t hash_key(int32_t type, const uint8_t *key, uint32_t size) {
    uint64_t h = 1469598103934665603ULL ^ (uint64_t)(uint32_t)type;
    for (uint32_t i = 0; i < size; i++) {
        h = (h ^ key[i]) * 1099511628211ULL;
    }
    return h;
}

static object_t **slot_of(int32_t type, const void *key, uint32_t size) {
    object_t **p = &g.buckets[hash_key(type, key, size) % BUCKETS];
    while (*p != NULL && !((*p)->type == type && (*p)->key_size == size && memcmp((*p)->key, key, size) == 0)) {
        p = &(*p)->next;
    }
    return p;
}

static object_t *find(int32_t type, const void *key, uint32_t size) {
    return *slot_of(type, key, size);
}

static object_t *find_oid(sai_object_id_t oid) {
    return find((int32_t)(oid >> OID_TYPE_SHIFT), &oid, sizeof oid);
}

static object_t *insert(int32_t type, const void *key, uint32_t size) {
    object_t **p = slot_of(type, key, size);
    object_t *o = calloc(1, sizeof *o);
    o->type = type;
    o->key_size = size;
    memcpy(o->key, key, size);
    *p = o;
    g.objects++;
    g.objects_by_type[type & 0xFF]++;
    return o;
}

static void destroy(object_t *o) {
    object_t **p = slot_of(o->type, o->key, o->key_size);
    *p = o->next;
    for (uint32_t i = 0; i < o->attr_count; i++) {
        free_value(&o->attrs[i]);
    }
    free(o->attrs);
    free(o->counters);
    g.objects--;
    g.objects_by_type[o->type & 0xFF]--;
    free(o);
}

static stored_attr_t *attr_of(const object_t *o, uint32_t id) {
    for (uint32_t i = 0; i < o->attr_count; i++) {
        if (o->attrs[i].id == id) {
            return &o->attrs[i];
        }
    }
    return NULL;
}

static sai_status_t put_attr(object_t *o, uint32_t id, const sai_attribute_value_t *value) {
    int32_t vt = value_type_of(o->type, id);
    stored_attr_t fresh = {.id = id};
    sai_status_t st = copy_in(&fresh, vt, value);
    if (st != SAI_STATUS_SUCCESS) {
        return st;
    }
    stored_attr_t *existing = attr_of(o, id);
    if (existing != NULL) {
        free_value(existing);
        *existing = fresh;
        return SAI_STATUS_SUCCESS;
    }
    if (o->attr_count == o->attr_cap) {
        o->attr_cap = o->attr_cap == 0 ? 4 : o->attr_cap * 2;
        o->attrs = realloc(o->attrs, o->attr_cap * sizeof *o->attrs);
    }
    o->attrs[o->attr_count++] = fresh;
    return SAI_STATUS_SUCCESS;
}

static counter_t *counter_of(object_t *o, uint32_t id, bool create) {
    for (uint32_t i = 0; i < o->counter_count; i++) {
        if (o->counters[i].id == id) {
            return &o->counters[i];
        }
    }
    if (!create) {
        return NULL;
    }
    if (o->counter_count == o->counter_cap) {
        o->counter_cap = o->counter_cap == 0 ? 8 : o->counter_cap * 2;
        o->counters = realloc(o->counters, o->counter_cap * sizeof *o->counters);
    }
    o->counters[o->counter_count] = (counter_t){.id = id};
    return &o->counters[o->counter_count++];
}

static sai_object_id_t new_oid(int32_t type) {
    return ((sai_object_id_t)(uint32_t)type << OID_TYPE_SHIFT) | ++g.next_index;
}

/* ---- trace -------------------------------------------------------------------------------- */

static const char *const OPS[] = {"create", "remove", "set", "get", "get_stats", "get_stats_ext", "clear_stats",
                                  "bulk_create", "bulk_remove"};
enum op { OP_CREATE, OP_REMOVE, OP_SET, OP_GET, OP_GET_STATS, OP_GET_STATS_EXT, OP_CLEAR_STATS, OP_BULK_CREATE,
          OP_BULK_REMOVE };

static void hex(FILE *f, const void *p, size_t n) {
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "%02x", b[i]);
    }
}

static void trace_value(FILE *f, int32_t vt, const sai_attribute_value_t *v) {
    list_field_t fl[2];
    int n = list_fields(vt, fl);
    sai_attribute_value_t z = *v;
    for (int i = 0; i < n; i++) {
        set_list(&z, fl[i], list_count(v, fl[i]), NULL);
    }
    size_t len = sizeof z.bytes;
    while (len > 1 && z.bytes[len - 1] == 0) {
        len--;
    }
    hex(f, z.bytes, len);
    for (int i = 0; i < n; i++) {
        fputc('+', f);
        const void *p = list_ptr(v, fl[i]);
        if (p != NULL) {
            hex(f, p, (size_t)list_count(v, fl[i]) * fl[i].elem);
        }
    }
}

static void trace_head(int api, enum op op, int32_t type, const void *key, uint32_t key_size, sai_status_t st) {
    fprintf(g.trace, "%llu api=%d op=%s ot=%d ", (unsigned long long)++g.seq, api, OPS[op], type);
    if (key_size == sizeof(sai_object_id_t)) { /* entry keys are wider than an object id */
        sai_object_id_t oid;
        memcpy(&oid, key, sizeof oid);
        fprintf(g.trace, "oid=0x%llx", (unsigned long long)oid);
    } else {
        fputs("key=", g.trace);
        hex(g.trace, key, key_size);
    }
    fprintf(g.trace, " status=%d", st);
}

static void trace_attrs(int32_t type, uint32_t count, const sai_attribute_t *attrs, bool values) {
    for (uint32_t i = 0; i < count; i++) {
        fprintf(g.trace, " attr=%u", attrs[i].id);
        if (values) {
            fputc(':', g.trace);
            trace_value(g.trace, value_type_of(type, attrs[i].id), &attrs[i].value);
        }
    }
}

static void trace_end(void) {
    fputc('\n', g.trace);
    fflush(g.trace);
}

/* Returns the armed failure (and disarms it), or SUCCESS. */
static sai_status_t injected(void) {
    if (!g.fail_armed) {
        return SAI_STATUS_SUCCESS;
    }
    g.fail_armed = false;
    return g.fail_status;
}

/* ---- generic operations (called with the lock held) ------------------------------------ */

static sai_status_t do_create(int api, enum op op, int32_t type, const void *key, uint32_t key_size,
                              uint32_t count, const sai_attribute_t *attrs, sai_object_id_t *out_oid) {
    sai_status_t st = injected();
    sai_object_id_t oid = 0;
    if (st == SAI_STATUS_SUCCESS && count > 0 && attrs == NULL) {
        st = SAI_STATUS_INVALID_PARAMETER;
    }
    if (st == SAI_STATUS_SUCCESS) {
        if (out_oid != NULL) {
            oid = new_oid(type);
            key = &oid;
            key_size = sizeof oid;
        } else if (find(type, key, key_size) != NULL) {
            st = SAI_STATUS_ITEM_ALREADY_EXISTS;
        }
    }
    if (st == SAI_STATUS_SUCCESS) {
        object_t *o = insert(type, key, key_size);
        for (uint32_t i = 0; i < count && st == SAI_STATUS_SUCCESS; i++) {
            st = put_attr(o, attrs[i].id, &attrs[i].value);
            if (st != SAI_STATUS_SUCCESS) {
                st = SAI_STATUS_INVALID_ATTR_VALUE_0 - (sai_status_t)i;
            }
        }
        if (st != SAI_STATUS_SUCCESS) {
            destroy(o);
        } else if (out_oid != NULL) {
            *out_oid = oid;
        }
    }
    if (g.trace) {
        trace_head(api, op, type, out_oid != NULL ? (const void *)&oid : key, out_oid != NULL ? sizeof oid : key_size, st);
        trace_attrs(type, count, attrs, true);
        trace_end();
    }
    return st;
}

static sai_status_t do_remove(int api, enum op op, int32_t type, const void *key, uint32_t key_size) {
    sai_status_t st = injected();
    if (st == SAI_STATUS_SUCCESS) {
        object_t *o = find(type, key, key_size);
        if (o == NULL) {
            st = key_size == sizeof(sai_object_id_t) ? SAI_STATUS_INVALID_OBJECT_ID : SAI_STATUS_ITEM_NOT_FOUND;
        } else {
            destroy(o);
        }
    }
    if (g.trace) {
        trace_head(api, op, type, key, key_size, st);
        trace_end();
    }
    return st;
}

static sai_status_t do_set(int api, int32_t type, const void *key, uint32_t key_size, const sai_attribute_t *attr) {
    sai_status_t st = injected();
    if (st == SAI_STATUS_SUCCESS && attr == NULL) {
        st = SAI_STATUS_INVALID_PARAMETER;
    }
    if (st == SAI_STATUS_SUCCESS) {
        object_t *o = find(type, key, key_size);
        if (o == NULL) {
            st = key_size == sizeof(sai_object_id_t) ? SAI_STATUS_INVALID_OBJECT_ID : SAI_STATUS_ITEM_NOT_FOUND;
        } else if (put_attr(o, attr->id, &attr->value) != SAI_STATUS_SUCCESS) {
            st = SAI_STATUS_INVALID_ATTR_VALUE_0;
        }
    }
    if (g.trace) {
        trace_head(api, OP_SET, type, key, key_size, st);
        trace_attrs(type, attr != NULL ? 1 : 0, attr, true);
        trace_end();
    }
    return st;
}

static sai_status_t do_get(int api, int32_t type, const void *key, uint32_t key_size, uint32_t count,
                           sai_attribute_t *attrs) {
    sai_status_t st = injected();
    if (st == SAI_STATUS_SUCCESS) {
        object_t *o = find(type, key, key_size);
        if (o == NULL) {
            st = key_size == sizeof(sai_object_id_t) ? SAI_STATUS_INVALID_OBJECT_ID : SAI_STATUS_ITEM_NOT_FOUND;
        } else {
            for (uint32_t i = 0; i < count; i++) {
                const stored_attr_t *held = attr_of(o, attrs[i].id);
                if (held == NULL && g.unset_gets_not_implemented) {
                    st = SAI_STATUS_NOT_IMPLEMENTED; /* plain, naming no attribute, as such SAIs answer */
                    break;
                }
                int32_t vt = value_type_of(type, attrs[i].id);
                if (!copy_out(held, vt, &attrs[i].value)) {
                    st = SAI_STATUS_BUFFER_OVERFLOW;
                }
            }
        }
    }
    if (g.trace) {
        trace_head(api, OP_GET, type, key, key_size, st);
        trace_attrs(type, count, attrs, st == SAI_STATUS_SUCCESS);
        trace_end();
    }
    return st;
}

static sai_status_t do_stats(int api, enum op op, int32_t type, sai_object_id_t oid, uint32_t count,
                             const uint32_t *ids, int32_t mode, uint64_t *values) {
    sai_status_t st = injected();
    object_t *o = NULL;
    if (st == SAI_STATUS_SUCCESS) {
        o = find(type, &oid, sizeof oid);
        if (o == NULL) {
            st = SAI_STATUS_INVALID_OBJECT_ID;
        }
    }
    if (st == SAI_STATUS_SUCCESS) {
        for (uint32_t i = 0; i < count; i++) {
            counter_t *c = counter_of(o, ids[i], false);
            if (values != NULL) {
                values[i] = c != NULL ? c->value : 0;
            }
            if (c != NULL && (op == OP_CLEAR_STATS || mode == SAI_STATS_MODE_READ_AND_CLEAR)) {
                c->value = 0;
            }
        }
    }
    if (g.trace) {
        trace_head(api, op, type, &oid, sizeof oid, st);
        for (uint32_t i = 0; i < count; i++) {
            fprintf(g.trace, " stat=%u", ids[i]);
            if (values != NULL && st == SAI_STATUS_SUCCESS) {
                fprintf(g.trace, ":%llu", (unsigned long long)values[i]);
            }
        }
        trace_end();
    }
    return st;
}

/* ---- per object type entry points, stamped out from sai_facts.h ------------------------- */

#define LOCKED(expr)                       \
    do {                                   \
        pthread_mutex_lock(&g.lock);       \
        sai_status_t st_ = (expr);         \
        pthread_mutex_unlock(&g.lock);     \
        return st_;                        \
    } while (0)

static sai_status_t make_switch(sai_object_id_t *switch_id, uint32_t count, const sai_attribute_t *attrs);

#define DEFINE_COMMON(NAME, OT, API)                                                                           \
    static sai_status_t get_stats_##NAME(sai_object_id_t oid, uint32_t n, const uint32_t *ids, uint64_t *v) {  \
        LOCKED(do_stats(API, OP_GET_STATS, OT, oid, n, ids, 0, v));                                            \
    }                                                                                                          \
    static sai_status_t get_stats_ext_##NAME(sai_object_id_t oid, uint32_t n, const uint32_t *ids, int32_t m,  \
                                             uint64_t *v) {                                                    \
        LOCKED(do_stats(API, OP_GET_STATS_EXT, OT, oid, n, ids, m, v));                                        \
    }                                                                                                          \
    static sai_status_t clear_stats_##NAME(sai_object_id_t oid, uint32_t n, const uint32_t *ids) {             \
        LOCKED(do_stats(API, OP_CLEAR_STATS, OT, oid, n, ids, 0, NULL));                                       \
    }

#define DEFINE_OID_FNS(NAME, OT, API)                                                                          \
    static sai_status_t remove_##NAME(sai_object_id_t oid) {                                                   \
        LOCKED(do_remove(API, OP_REMOVE, OT, &oid, sizeof oid));                                               \
    }                                                                                                          \
    static sai_status_t set_##NAME(sai_object_id_t oid, const sai_attribute_t *a) {                            \
        LOCKED(do_set(API, OT, &oid, sizeof oid, a));                                                          \
    }                                                                                                          \
    static sai_status_t get_##NAME(sai_object_id_t oid, uint32_t n, sai_attribute_t *a) {                      \
        LOCKED(do_get(API, OT, &oid, sizeof oid, n, a));                                                       \
    }                                                                                                          \
    static UNUSED sai_status_t bulk_create_##NAME(sai_object_id_t sw, uint32_t n, const uint32_t *counts,             \
                                           const sai_attribute_t **lists, int32_t mode, sai_object_id_t *oids, \
                                           sai_status_t *statuses) {                                           \
        (void)sw;                                                                                              \
        pthread_mutex_lock(&g.lock);                                                                           \
        sai_status_t all = injected();                                                                         \
        bool stopped = all != SAI_STATUS_SUCCESS;                                                              \
        for (uint32_t i = 0; i < n; i++) {                                                                     \
            oids[i] = 0;                                                                                       \
            statuses[i] = stopped ? SAI_STATUS_NOT_EXECUTED                                                    \
                                  : do_create(API, OP_BULK_CREATE, OT, NULL, 0, counts[i], lists[i], &oids[i]); \
            if (statuses[i] != SAI_STATUS_SUCCESS) {                                                           \
                stopped = stopped || mode == SAI_BULK_OP_ERROR_MODE_STOP_ON_ERROR;                             \
                if (all == SAI_STATUS_SUCCESS) all = SAI_STATUS_FAILURE;                                       \
            }                                                                                                  \
        }                                                                                                      \
        pthread_mutex_unlock(&g.lock);                                                                         \
        return all;                                                                                            \
    }                                                                                                          \
    static UNUSED sai_status_t bulk_remove_##NAME(uint32_t n, const sai_object_id_t *oids, int32_t mode,              \
                                           sai_status_t *statuses) {                                           \
        pthread_mutex_lock(&g.lock);                                                                           \
        sai_status_t all = injected();                                                                         \
        bool stopped = all != SAI_STATUS_SUCCESS;                                                              \
        for (uint32_t i = 0; i < n; i++) {                                                                     \
            statuses[i] = stopped ? SAI_STATUS_NOT_EXECUTED                                                    \
                                  : do_remove(API, OP_BULK_REMOVE, OT, &oids[i], sizeof oids[i]);              \
            if (statuses[i] != SAI_STATUS_SUCCESS) {                                                           \
                stopped = stopped || mode == SAI_BULK_OP_ERROR_MODE_STOP_ON_ERROR;                             \
                if (all == SAI_STATUS_SUCCESS) all = SAI_STATUS_FAILURE;                                       \
            }                                                                                                  \
        }                                                                                                      \
        pthread_mutex_unlock(&g.lock);                                                                         \
        return all;                                                                                            \
    }                                                                                                          \
    DEFINE_COMMON(NAME, OT, API)

#define DEFINE_OID(NAME, OT, API, KEY)                                                                         \
    static sai_status_t create_##NAME(sai_object_id_t *oid, sai_object_id_t sw, uint32_t n,                    \
                                      const sai_attribute_t *a) {                                              \
        (void)sw;                                                                                              \
        LOCKED(do_create(API, OP_CREATE, OT, NULL, 0, n, a, oid));                                             \
    }                                                                                                          \
    DEFINE_OID_FNS(NAME, OT, API)

#define DEFINE_SWITCH(NAME, OT, API, KEY)                                                                      \
    static sai_status_t create_##NAME(sai_object_id_t *oid, uint32_t n, const sai_attribute_t *a) {            \
        LOCKED(make_switch(oid, n, a));                                                                        \
    }                                                                                                          \
    DEFINE_OID_FNS(NAME, OT, API)

#define DEFINE_ENTRY(NAME, OT, API, KEY)                                                                       \
    static sai_status_t create_##NAME(const void *key, uint32_t n, const sai_attribute_t *a) {                 \
        LOCKED(do_create(API, OP_CREATE, OT, key, KEY, n, a, NULL));                                           \
    }                                                                                                          \
    static sai_status_t remove_##NAME(const void *key) {                                                       \
        LOCKED(do_remove(API, OP_REMOVE, OT, key, KEY));                                                       \
    }                                                                                                          \
    static sai_status_t set_##NAME(const void *key, const sai_attribute_t *a) {                                \
        LOCKED(do_set(API, OT, key, KEY, a));                                                                  \
    }                                                                                                          \
    static sai_status_t get_##NAME(const void *key, uint32_t n, sai_attribute_t *a) {                          \
        LOCKED(do_get(API, OT, key, KEY, n, a));                                                               \
    }                                                                                                          \
    static UNUSED sai_status_t bulk_create_##NAME(uint32_t n, const uint8_t *keys, const uint32_t *counts,            \
                                           const sai_attribute_t **lists, int32_t mode,                        \
                                           sai_status_t *statuses) {                                           \
        pthread_mutex_lock(&g.lock);                                                                           \
        sai_status_t all = injected();                                                                         \
        bool stopped = all != SAI_STATUS_SUCCESS;                                                              \
        for (uint32_t i = 0; i < n; i++) {                                                                     \
            statuses[i] = stopped ? SAI_STATUS_NOT_EXECUTED                                                    \
                                  : do_create(API, OP_BULK_CREATE, OT, keys + (size_t)i * KEY, KEY, counts[i], \
                                              lists[i], NULL);                                                 \
            if (statuses[i] != SAI_STATUS_SUCCESS) {                                                           \
                stopped = stopped || mode == SAI_BULK_OP_ERROR_MODE_STOP_ON_ERROR;                             \
                if (all == SAI_STATUS_SUCCESS) all = SAI_STATUS_FAILURE;                                       \
            }                                                                                                  \
        }                                                                                                      \
        pthread_mutex_unlock(&g.lock);                                                                         \
        return all;                                                                                            \
    }                                                                                                          \
    static UNUSED sai_status_t bulk_remove_##NAME(uint32_t n, const uint8_t *keys, int32_t mode,                      \
                                           sai_status_t *statuses) {                                           \
        pthread_mutex_lock(&g.lock);                                                                           \
        sai_status_t all = injected();                                                                         \
        bool stopped = all != SAI_STATUS_SUCCESS;                                                              \
        for (uint32_t i = 0; i < n; i++) {                                                                     \
            statuses[i] = stopped ? SAI_STATUS_NOT_EXECUTED                                                    \
                                  : do_remove(API, OP_BULK_REMOVE, OT, keys + (size_t)i * KEY, KEY);           \
            if (statuses[i] != SAI_STATUS_SUCCESS) {                                                           \
                stopped = stopped || mode == SAI_BULK_OP_ERROR_MODE_STOP_ON_ERROR;                             \
                if (all == SAI_STATUS_SUCCESS) all = SAI_STATUS_FAILURE;                                       \
            }                                                                                                  \
        }                                                                                                      \
        pthread_mutex_unlock(&g.lock);                                                                         \
        return all;                                                                                            \
    }                                                                                                          \
    DEFINE_COMMON(NAME, OT, API)

#define DEFINE_TYPE(NAME, OT, KIND, API, SIZE, KEY, CR, RM, SET, GET, ST, STX, CLR, BC, BR) \
    DEFINE_##KIND(NAME, OT, API, KEY)
SAITEST_OBJECT_TYPES(DEFINE_TYPE)

/* ---- packets from the CPU --------------------------------------------------------------- */

/*
 * send_hostif_packet: HOSTIF_TX_TYPE is required, and EGRESS_PORT_OR_LAG when the frame bypasses the pipeline (the
 * SAI's conditional mandatory attribute); the frame, its size, port and TX type are kept for saitest_last_sent.
 */
static sai_status_t send_hostif_packet(sai_object_id_t sw, uint64_t size, const void *buffer, uint32_t count,
                                       const sai_attribute_t *attrs) {
    (void)sw;
    pthread_mutex_lock(&g.lock);
    sai_status_t st = injected();
    int32_t tx_type = -1;
    sai_object_id_t port = 0;
    for (uint32_t i = 0; i < count && st == SAI_STATUS_SUCCESS; i++) {
        if (attrs[i].id == SAI_HOSTIF_PACKET_ATTR_HOSTIF_TX_TYPE) {
            memcpy(&tx_type, attrs[i].value.bytes, sizeof tx_type);
        } else if (attrs[i].id == SAI_HOSTIF_PACKET_ATTR_EGRESS_PORT_OR_LAG) {
            memcpy(&port, attrs[i].value.bytes, sizeof port);
        }
    }
    if (st == SAI_STATUS_SUCCESS && (buffer == NULL || size == 0 || size > sizeof g.last_sent)) {
        st = SAI_STATUS_INVALID_PARAMETER;
    } else if (st == SAI_STATUS_SUCCESS && (tx_type < 0 || (tx_type == SAI_HOSTIF_TX_TYPE_PIPELINE_BYPASS && port == 0))) {
        st = SAI_STATUS_MANDATORY_ATTRIBUTE_MISSING;
    }
    if (st == SAI_STATUS_SUCCESS) {
        memcpy(g.last_sent, buffer, size);
        g.last_sent_size = size;
        g.last_sent_port = port;
        g.last_sent_tx_type = tx_type;
        g.sent_packets++;
    }
    pthread_mutex_unlock(&g.lock);
    return st;
}

/* ---- method tables ---------------------------------------------------------------------- */

#define MAX_API 64
#define MAX_SLOTS 64
static void *tables[MAX_API][MAX_SLOTS];

#define FILL(API, SLOT, FN)                 \
    if ((SLOT) >= 0) {                      \
        tables[API][SLOT] = (void *)(FN);   \
    }

#ifdef SAITEST_MINIMAL
#define FILL_BULK(API, SLOT, FN)
#else
#define FILL_BULK FILL
#endif

#define REGISTER_TYPE(NAME, OT, KIND, API, SIZE, KEY, CR, RM, SET, GET, ST, STX, CLR, BC, BR) \
    FILL(API, CR, create_##NAME)                                                                \
    FILL(API, RM, remove_##NAME)                                                                \
    FILL(API, SET, set_##NAME)                                                                  \
    FILL(API, GET, get_##NAME)                                                                  \
    FILL(API, ST, get_stats_##NAME)                                                             \
    FILL(API, STX, get_stats_ext_##NAME)                                                        \
    FILL(API, CLR, clear_stats_##NAME)                                                          \
    FILL_BULK(API, BC, bulk_create_##NAME)                                                      \
    FILL_BULK(API, BR, bulk_remove_##NAME)

static void fill_tables(void) {
    memset(tables, 0, sizeof tables);
    SAITEST_OBJECT_TYPES(REGISTER_TYPE)
    FILL(SAI_API_HOSTIF, SAITEST_SEND_HOSTIF_PACKET_SLOT, send_hostif_packet)
}

/* ---- switch ----------------------------------------------------------------------------- */

static long profile_number(const char *key, long fallback) {
    const char *v = g.services.profile_get_value != NULL ? g.services.profile_get_value(0, key) : NULL;
    return v != NULL ? strtol(v, NULL, 0) : fallback;
}

static void put_u32(object_t *o, uint32_t id, uint32_t v) {
    sai_attribute_value_t val = {0};
    memcpy(val.bytes, &v, 4);
    put_attr(o, id, &val);
}

static void put_u8(object_t *o, uint32_t id, uint8_t v) {
    sai_attribute_value_t val = {0};
    val.bytes[0] = v;
    put_attr(o, id, &val);
}

static void put_oid(object_t *o, uint32_t id, sai_object_id_t v) {
    sai_attribute_value_t val = {0};
    memcpy(val.bytes, &v, 8);
    put_attr(o, id, &val);
}

static void put_list(object_t *o, uint32_t id, uint32_t count, void *items) {
    sai_attribute_value_t val = {0};
    set_list(&val, (list_field_t){0, 0}, count, items);
    put_attr(o, id, &val);
}

static object_t *internal_object(int32_t type) {
    sai_object_id_t oid = new_oid(type);
    return insert(type, &oid, sizeof oid);
}

static sai_object_id_t oid_of(const object_t *o) {
    sai_object_id_t oid;
    memcpy(&oid, o->key, sizeof oid);
    return oid;
}

static void put_scheduler_group(object_t *group, sai_object_id_t port, uint8_t level, uint32_t children,
                                sai_object_id_t *child_ids) {
    put_oid(group, SAI_SCHEDULER_GROUP_ATTR_PORT_ID, port);
    if (!g.unset_gets_not_implemented) {
        put_u8(group, SAI_SCHEDULER_GROUP_ATTR_LEVEL, level);
    }
    put_u8(group, SAI_SCHEDULER_GROUP_ATTR_MAX_CHILDS, (uint8_t)children);
    put_u32(group, SAI_SCHEDULER_GROUP_ATTR_CHILD_COUNT, children);
    put_list(group, SAI_SCHEDULER_GROUP_ATTR_CHILD_LIST, children, child_ids);
}

/* A level-0 root group over one level-1 group per queue, each holding that queue; the port lists the root first. */
static void populate_scheduler_groups(object_t *port, uint32_t nq) {
    sai_object_id_t *queues = list_ptr(&attr_of(port, SAI_PORT_ATTR_QOS_QUEUE_LIST)->value, (list_field_t){0, 8});
    sai_object_id_t groups[257];
    sai_object_id_t leaves[256];
    object_t *root = internal_object(SAI_OBJECT_TYPE_SCHEDULER_GROUP);
    groups[0] = oid_of(root);
    for (uint32_t q = 0; q < nq; q++) {
        object_t *leaf = internal_object(SAI_OBJECT_TYPE_SCHEDULER_GROUP);
        put_scheduler_group(leaf, oid_of(port), 1, 1, &queues[q]);
        leaves[q] = groups[q + 1] = oid_of(leaf);
    }
    put_scheduler_group(root, oid_of(port), 0, nq, leaves);
    put_u32(port, SAI_PORT_ATTR_QOS_NUMBER_OF_SCHEDULER_GROUPS, nq + 1);
    put_list(port, SAI_PORT_ATTR_QOS_SCHEDULER_GROUP_LIST, nq + 1, groups);
}

/* Builds the port's queues, priority groups and scheduler groups, as a switch does for each port it creates. */
static void populate_port(object_t *port, uint32_t lanes_from, uint32_t lanes, uint32_t speed, uint32_t queues,
                          uint32_t pgs) {
    uint32_t lane_list[64];
    for (uint32_t l = 0; l < lanes && l < 64; l++) {
        lane_list[l] = lanes_from + l;
    }
    put_list(port, SAI_PORT_ATTR_HW_LANE_LIST, lanes < 64 ? lanes : 64, lane_list);
    put_u32(port, SAI_PORT_ATTR_SPEED, speed);
    put_u32(port, SAI_PORT_ATTR_OPER_STATUS, SAI_PORT_OPER_STATUS_DOWN);
    sai_object_id_t ids[256];
    uint32_t nq = queues < 256 ? queues : 256;
    for (uint32_t q = 0; q < nq; q++) {
        object_t *queue = internal_object(SAI_OBJECT_TYPE_QUEUE);
        put_u32(queue, SAI_QUEUE_ATTR_TYPE, SAI_QUEUE_TYPE_UNICAST);
        put_oid(queue, SAI_QUEUE_ATTR_PORT, oid_of(port));
        put_u8(queue, SAI_QUEUE_ATTR_INDEX, (uint8_t)q);
        ids[q] = oid_of(queue);
    }
    put_u32(port, SAI_PORT_ATTR_QOS_NUMBER_OF_QUEUES, nq);
    put_list(port, SAI_PORT_ATTR_QOS_QUEUE_LIST, nq, ids);
    uint32_t np = pgs < 256 ? pgs : 256;
    for (uint32_t p = 0; p < np; p++) {
        object_t *pg = internal_object(SAI_OBJECT_TYPE_INGRESS_PRIORITY_GROUP);
        put_oid(pg, SAI_INGRESS_PRIORITY_GROUP_ATTR_PORT, oid_of(port));
        put_u8(pg, SAI_INGRESS_PRIORITY_GROUP_ATTR_INDEX, (uint8_t)p);
        ids[p] = oid_of(pg);
    }
    put_u32(port, SAI_PORT_ATTR_NUMBER_OF_INGRESS_PRIORITY_GROUPS, np);
    put_list(port, SAI_PORT_ATTR_INGRESS_PRIORITY_GROUP_LIST, np, ids);
    populate_scheduler_groups(port, nq);
}

static sai_status_t make_switch(sai_object_id_t *switch_id, uint32_t count, const sai_attribute_t *attrs) {
    int api = 0;
#define API_OF_SWITCH(NAME, OT, KIND, A, ...) \
    if ((OT) == SAI_OBJECT_TYPE_SWITCH) api = (A);
    SAITEST_OBJECT_TYPES(API_OF_SWITCH)
    if (g.switch_id != 0) {
        sai_status_t st = SAI_STATUS_ITEM_ALREADY_EXISTS;
        if (g.trace) {
            trace_head(api, OP_CREATE, SAI_OBJECT_TYPE_SWITCH, &g.switch_id, sizeof g.switch_id, st);
            trace_attrs(SAI_OBJECT_TYPE_SWITCH, count, attrs, true);
            trace_end();
        }
        return st;
    }
    sai_status_t st = do_create(api, OP_CREATE, SAI_OBJECT_TYPE_SWITCH, NULL, 0, count, attrs, switch_id);
    if (st != SAI_STATUS_SUCCESS) {
        return st;
    }
    g.switch_id = *switch_id;
    object_t *sw = find_oid(*switch_id);
    uint32_t ports = (uint32_t)profile_number("SAI_TEST_PORTS", 0);
    uint32_t lanes = (uint32_t)profile_number("SAI_TEST_LANES_PER_PORT", 8);
    uint32_t speed = (uint32_t)profile_number("SAI_TEST_PORT_SPEED", 400000);
    uint32_t queues = (uint32_t)profile_number("SAI_TEST_QUEUES_PER_PORT", 8);
    uint32_t pgs = (uint32_t)profile_number("SAI_TEST_PGS_PER_PORT", 8);
    sai_object_id_t *port_ids = calloc(ports > 0 ? ports : 1, sizeof *port_ids);
    for (uint32_t p = 0; p < ports; p++) {
        object_t *port = internal_object(SAI_OBJECT_TYPE_PORT);
        populate_port(port, 1 + p * lanes, lanes, speed, queues, pgs);
        port_ids[p] = oid_of(port);
    }
    object_t *cpu = internal_object(SAI_OBJECT_TYPE_PORT);
    populate_port(cpu, 0, 0, 0, queues, 0);
    object_t *vr = internal_object(SAI_OBJECT_TYPE_VIRTUAL_ROUTER);
    put_u32(sw, SAI_SWITCH_ATTR_NUMBER_OF_ACTIVE_PORTS, ports);
    put_list(sw, SAI_SWITCH_ATTR_PORT_LIST, ports, port_ids);
    put_oid(sw, SAI_SWITCH_ATTR_CPU_PORT, oid_of(cpu));
    put_oid(sw, SAI_SWITCH_ATTR_DEFAULT_VIRTUAL_ROUTER_ID, oid_of(vr));
    free(port_ids);
    return SAI_STATUS_SUCCESS;
}

/* ---- global functions -------------------------------------------------------------------- */

static void clear_store(void) {
    for (size_t b = 0; b < BUCKETS; b++) {
        while (g.buckets[b] != NULL) {
            destroy(g.buckets[b]);
        }
    }
    g.switch_id = 0;
    g.next_index = 0;
}

EXPORT sai_status_t sai_api_initialize(uint64_t flags, const sai_service_method_table_t *services) {
    (void)flags;
    pthread_mutex_lock(&g.lock);
    sai_status_t st = SAI_STATUS_SUCCESS;
    if (g.initialized) {
        st = SAI_STATUS_FAILURE;
    } else if (services == NULL || services->profile_get_value == NULL || services->profile_get_next_value == NULL) {
        st = SAI_STATUS_INVALID_PARAMETER;
    } else {
        g.services = *services; /* kept: the callbacks stay in use until sai_api_uninitialize */
        const char *trace = g.services.profile_get_value(0, "SAI_TEST_TRACE_FILE");
        g.trace = trace != NULL ? fopen(trace, "w") : NULL;
        const char *gets = g.services.profile_get_value(0, "SAI_TEST_OPTIONAL_GETS");
        g.unset_gets_not_implemented = gets != NULL && strcmp(gets, "not_implemented") == 0;
        const char *k, *v;
        g.services.profile_get_next_value(0, NULL, NULL);
        g.profile_entries = 0;
        while (g.profile_entries < 1000000 && g.services.profile_get_next_value(0, &k, &v) == 0) {
            g.profile_entries++;
        }
        g.seq = 0;
        g.fail_armed = false;
        fill_tables();
        g.initialized = true;
    }
    pthread_mutex_unlock(&g.lock);
    return st;
}

EXPORT sai_status_t sai_api_uninitialize(void) {
    pthread_mutex_lock(&g.lock);
    clear_store();
    if (g.trace != NULL) {
        fclose(g.trace);
        g.trace = NULL;
    }
    memset(&g.services, 0, sizeof g.services);
    g.initialized = false;
    pthread_mutex_unlock(&g.lock);
    return SAI_STATUS_SUCCESS;
}

EXPORT sai_status_t sai_api_query(int32_t api, void **table) {
    if (table == NULL) {
        return SAI_STATUS_INVALID_PARAMETER;
    }
    if (!g.initialized) {
        return SAI_STATUS_UNINITIALIZED;
    }
    if (api <= 0 || api >= MAX_API) {
        return SAI_STATUS_NOT_SUPPORTED;
    }
    for (int s = 0; s < MAX_SLOTS; s++) {
        if (tables[api][s] != NULL) {
            *table = tables[api];
            return SAI_STATUS_SUCCESS;
        }
    }
    return SAI_STATUS_NOT_SUPPORTED;
}

EXPORT sai_status_t sai_log_set(int32_t api, int32_t level) {
    (void)api;
    (void)level;
    return SAI_STATUS_SUCCESS;
}

EXPORT int32_t sai_object_type_query(sai_object_id_t oid) {
    return (int32_t)(oid >> OID_TYPE_SHIFT);
}

EXPORT sai_object_id_t sai_switch_id_query(sai_object_id_t oid) {
    (void)oid;
    return g.switch_id;
}

#ifndef SAITEST_MINIMAL
EXPORT sai_status_t sai_query_attribute_capability(sai_object_id_t sw, int32_t type, uint32_t attr,
                                                   attr_capability_t *cap) {
    (void)sw;
    if (cap == NULL) {
        return SAI_STATUS_INVALID_PARAMETER;
    }
    bool known = value_type_of(type, attr) >= 0;
    /* A chip without hardware PFC deadlock detection, as the virtual ASIC models one, when the profile says so. */
    if (type == SAI_OBJECT_TYPE_QUEUE && attr == 8 /* SAI_QUEUE_ATTR_ENABLE_PFC_DLDR */
            && profile_number("SAI_TEST_NO_PFC_DEADLOCK_DETECTION", 0) != 0) {
        known = false;
    }
    bool get = known && !(g.unset_gets_not_implemented && type == SAI_OBJECT_TYPE_SCHEDULER_GROUP
                          && attr == SAI_SCHEDULER_GROUP_ATTR_LEVEL);
    *cap = (attr_capability_t){known, known, get};
    return SAI_STATUS_SUCCESS;
}

EXPORT sai_status_t sai_query_attribute_enum_values_capability(sai_object_id_t sw, int32_t type, uint32_t attr,
                                                               void *s32_list) {
    (void)sw;
    pthread_mutex_lock(&g.lock);
    sai_status_t st = SAI_STATUS_SUCCESS;
    if (s32_list == NULL) {
        st = SAI_STATUS_INVALID_PARAMETER;
    } else if (type != g.enum_cap_type || attr != g.enum_cap_attr) {
        st = SAI_STATUS_NOT_SUPPORTED;
    } else {
        sai_attribute_value_t v;
        memcpy(&v, s32_list, 16);
        list_field_t f = {0, 4};
        uint32_t capacity = list_count(&v, f);
        if (capacity < g.enum_cap_count) {
            st = SAI_STATUS_BUFFER_OVERFLOW;
        } else {
            memcpy(list_ptr(&v, f), g.enum_cap_values, g.enum_cap_count * sizeof(int32_t));
        }
        memcpy(s32_list, &g.enum_cap_count, 4);
    }
    pthread_mutex_unlock(&g.lock);
    return st;
}

EXPORT sai_status_t sai_object_type_get_availability(sai_object_id_t sw, int32_t type, uint32_t count,
                                                     const sai_attribute_t *attrs, uint64_t *available) {
    (void)sw;
    (void)count;
    (void)attrs;
    if (available == NULL) {
        return SAI_STATUS_INVALID_PARAMETER;
    }
    pthread_mutex_lock(&g.lock);
    uint64_t capacity = (uint64_t)profile_number("SAI_TEST_CAPACITY", 4096);
    uint64_t used = g.objects_by_type[type & 0xFF];
    *available = used < capacity ? capacity - used : 0;
    pthread_mutex_unlock(&g.lock);
    return SAI_STATUS_SUCCESS;
}
#endif

/* ---- test hooks --------------------------------------------------------------------------- */

/** The next SAI method call (any API) returns status without doing anything. */
EXPORT void saitest_fail_next(int32_t status) {
    pthread_mutex_lock(&g.lock);
    g.fail_armed = true;
    g.fail_status = status;
    pthread_mutex_unlock(&g.lock);
}

/** Sets a counter that get_stats will read. Returns 0, or -1 when the object does not exist. */
EXPORT int saitest_set_counter(sai_object_id_t oid, uint32_t stat, uint64_t value) {
    pthread_mutex_lock(&g.lock);
    object_t *o = find_oid(oid);
    if (o != NULL) {
        counter_of(o, stat, true)->value = value;
    }
    pthread_mutex_unlock(&g.lock);
    return o != NULL ? 0 : -1;
}

/** Declares the enum values sai_query_attribute_enum_values_capability reports for one attribute. */
EXPORT void saitest_set_enum_capability(int32_t type, uint32_t attr, uint32_t count, const int32_t *values) {
    pthread_mutex_lock(&g.lock);
    g.enum_cap_type = type;
    g.enum_cap_attr = attr;
    g.enum_cap_count = count < 256 ? count : 256;
    memcpy(g.enum_cap_values, values, g.enum_cap_count * sizeof(int32_t));
    pthread_mutex_unlock(&g.lock);
}

/** Declares the value type of an attribute the metadata does not know (e.g. a vendor extension). */
EXPORT void saitest_declare_attr(int32_t type, uint32_t attr, int32_t value_type) {
    pthread_mutex_lock(&g.lock);
    if (g.declared_count < 256) {
        g.declared[g.declared_count++] = (saitest_value_type_t){type, attr, value_type};
    }
    pthread_mutex_unlock(&g.lock);
}

/** Objects in the store (including those the switch made for itself). */
EXPORT uint64_t saitest_object_count(void) {
    pthread_mutex_lock(&g.lock);
    uint64_t n = g.objects;
    pthread_mutex_unlock(&g.lock);
    return n;
}

/** Profile entries sai_api_initialize enumerated. */
EXPORT uint32_t saitest_profile_entries(void) {
    return g.profile_entries;
}

/** The profile's answer for one key, through profile_get_value (NULL when it has none). */
EXPORT const char *saitest_profile_value(const char *key) {
    return g.services.profile_get_value != NULL ? g.services.profile_get_value(0, key) : NULL;
}

/**
 * Enumerates the profile through profile_get_next_value into buf as "key=value\n" lines, then
 * checks that the end is sticky (-1 again) and that a restart yields the first entry again.
 * Returns the entry count, -1 when the buffer is too small, -2 when the end is not sticky, -3
 * when the restart does not start over.
 */
EXPORT int saitest_profile_dump(char *buf, uint32_t size) {
    profile_get_next_value_fn next = g.services.profile_get_next_value;
    if (next == NULL) {
        return -1;
    }
    const char *k, *v;
    const char *first = NULL;
    int count = 0;
    size_t used = 0;
    next(0, NULL, NULL);
    buf[0] = '\0';
    while (next(0, &k, &v) == 0) {
        int n = snprintf(buf + used, size - used, "%s=%s\n", k, v);
        if (n < 0 || (size_t)n >= size - used) {
            return -1;
        }
        used += (size_t)n;
        if (count++ == 0) {
            first = k;
        }
    }
    if (next(0, &k, &v) != -1) {
        return -2;
    }
    next(0, NULL, NULL);
    if (count > 0 && (next(0, &k, &v) != 0 || strcmp(k, first) != 0)) {
        return -3;
    }
    return count;
}

struct fire {
    void *callback;
    uint32_t count;
    port_oper_status_notification_t ports[64];
    queue_deadlock_notification_t queues[64];
    bool port_kind;
};

static void *fire_thread(void *arg) {
    struct fire *f = arg;
    if (f->port_kind) {
        ((port_state_change_fn)f->callback)(f->count, f->ports);
    } else {
        ((queue_pfc_deadlock_fn)f->callback)(f->count, f->queues);
    }
    return NULL;
}

static int fire(uint32_t attr, bool port_kind, uint32_t count, const uint64_t *ids, const int32_t *states) {
    struct fire f = {.port_kind = port_kind, .count = count < 64 ? count : 64};
    pthread_mutex_lock(&g.lock);
    object_t *sw = g.switch_id != 0 ? find_oid(g.switch_id) : NULL;
    stored_attr_t *cb = sw != NULL ? attr_of(sw, attr) : NULL;
    if (cb != NULL) {
        memcpy(&f.callback, cb->value.bytes, sizeof f.callback);
    }
    pthread_mutex_unlock(&g.lock);
    if (f.callback == NULL) {
        return -1;
    }
    for (uint32_t i = 0; i < f.count; i++) {
        f.ports[i] = (port_oper_status_notification_t){.port_id = ids[i], .port_state = states[i]};
        f.queues[i] = (queue_deadlock_notification_t){.queue_id = ids[i], .event = states[i]};
    }
    pthread_t t;
    if (pthread_create(&t, NULL, fire_thread, &f) != 0) {
        return -2;
    }
    pthread_join(t, NULL);
    return 0;
}

/**
 * Calls the registered port-state callback from a new pthread with count entries; returns 0, or
 * -1 when no callback is registered on the switch.
 */
EXPORT int saitest_fire_port_state(uint32_t count, const uint64_t *ports, const int32_t *states) {
    return fire(SAI_SWITCH_ATTR_PORT_STATE_CHANGE_NOTIFY, true, count, ports, states);
}

/** Calls the registered PFC-deadlock callback from a new pthread; as saitest_fire_port_state. */
EXPORT int saitest_fire_pfc_deadlock(uint32_t count, const uint64_t *queues, const int32_t *events) {
    return fire(SAI_SWITCH_ATTR_QUEUE_PFC_DEADLOCK_NOTIFY, false, count, queues, events);
}

/** How many frames send_hostif_packet accepted. */
EXPORT uint64_t saitest_sent_packets(void) {
    pthread_mutex_lock(&g.lock);
    uint64_t n = g.sent_packets;
    pthread_mutex_unlock(&g.lock);
    return n;
}

/**
 * The last frame send_hostif_packet accepted: copies up to cap bytes into buf, its egress port and TX type into
 * port and tx_type; returns its size (0: none yet).
 */
EXPORT uint64_t saitest_last_sent(uint8_t *buf, uint64_t cap, sai_object_id_t *port, int32_t *tx_type) {
    pthread_mutex_lock(&g.lock);
    uint64_t n = g.last_sent_size;
    memcpy(buf, g.last_sent, n < cap ? n : cap);
    *port = g.last_sent_port;
    *tx_type = g.last_sent_tx_type;
    pthread_mutex_unlock(&g.lock);
    return n;
}

struct packet_fire {
    packet_event_fn callback;
    uint64_t size;
    const uint8_t *frame;
    sai_attribute_t attrs[2];
};

static void *packet_thread(void *arg) {
    struct packet_fire *f = arg;
    f->callback(g.switch_id, f->size, f->frame, 2, f->attrs);
    return NULL;
}

/**
 * Calls the registered packet-event callback from a new pthread with frame (size bytes), trapped by trap on
 * ingress port port (HOSTIF_TRAP_ID and INGRESS_PORT attributes); returns 0, or -1 when no callback is registered.
 */
EXPORT int saitest_fire_packet(sai_object_id_t trap, sai_object_id_t port, const uint8_t *frame, uint64_t size) {
    struct packet_fire f = {.size = size, .frame = frame};
    pthread_mutex_lock(&g.lock);
    object_t *sw = g.switch_id != 0 ? find_oid(g.switch_id) : NULL;
    stored_attr_t *cb = sw != NULL ? attr_of(sw, SAI_SWITCH_ATTR_PACKET_EVENT_NOTIFY) : NULL;
    if (cb != NULL) {
        memcpy(&f.callback, cb->value.bytes, sizeof f.callback);
    }
    pthread_mutex_unlock(&g.lock);
    if (f.callback == NULL) {
        return -1;
    }
    f.attrs[0].id = SAI_HOSTIF_PACKET_ATTR_HOSTIF_TRAP_ID;
    memcpy(f.attrs[0].value.bytes, &trap, sizeof trap);
    f.attrs[1].id = SAI_HOSTIF_PACKET_ATTR_INGRESS_PORT;
    memcpy(f.attrs[1].value.bytes, &port, sizeof port);
    pthread_t t;
    if (pthread_create(&t, NULL, packet_thread, &f) != 0) {
        return -2;
    }
    pthread_join(t, NULL);
    return 0;
}
