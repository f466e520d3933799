// The member-area calls (spec §7 customer/changepassword and the documented extensions); one file per call.
export {};
