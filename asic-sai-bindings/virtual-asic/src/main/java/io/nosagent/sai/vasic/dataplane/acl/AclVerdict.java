package io.nosagent.sai.vasic.dataplane.acl;

import io.nosagent.sai.vasic.dataplane.route.Forwarder;

/** What an ACL stage decided for one packet; reused for every packet (one per stage of a switch). */
public final class AclVerdict {

    public static final int NONE = -1;
    public static final int FORWARD = 0;
    public static final int DROP = 1;
    public static final int TO_CPU = 2;

    public int action;
    public int setTc;
    public int setDscp;
    public Forwarder redirect;

    void clear() {
        action = NONE;
        setTc = -1;
        setDscp = -1;
        redirect = null;
    }
}
