package io.nosagent.sai.store.key;

import io.nosagent.sai.ObjectType;
import io.nosagent.sai.SaiObject;
import io.nosagent.sai.meta.SaiEnums;

/**
 * The ECMP hash of one IP address family ({@code sai_ip_addr_family_t}): the switch's ECMP_HASH_IPV4 or
 * ECMP_HASH_IPV6.
 */
public record HashKey(int family) implements HostKey<SaiObject.Hash> {

    public static final HashKey ECMP_IPV4 = new HashKey(SaiEnums.IpAddrFamily.IPV4);
    public static final HashKey ECMP_IPV6 = new HashKey(SaiEnums.IpAddrFamily.IPV6);

    public HashKey {
        KeyFields.member("address family", SaiEnums.IpAddrFamily.ENUM, family);
    }

    @Override
    public ObjectType type() {
        return ObjectType.HASH;
    }

    @Override
    public String toString() {
        return "HASH{ecmp " + KeyFields.memberName(SaiEnums.IpAddrFamily.ENUM, family, "SAI_IP_ADDR_FAMILY_") + "}";
    }
}
