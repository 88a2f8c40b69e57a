/*
 * A stand-in for Windows' bcryptprimitives.dll, installed only into the private wine prefix of
 * `cargo xtask dist` (never shipped in the zip) when that wine has none.
 *
 * Why: Rust's standard library for Windows 10 and later (x86_64-pc-windows-gnu since Rust
 * 1.78) seeds its hash maps with ProcessPrng from bcryptprimitives.dll. Windows 10 and 11
 * (what Gomocup runs) have it, and so has wine from 9.0 on, but Debian 12's wine 8.0 does not,
 * and the brain would then not start under it at all (status c0000135). This forwards to
 * RtlGenRandom (advapi32's SystemFunction036), which every wine has.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    /* RtlGenRandom takes a 32-bit length: fill in chunks. */
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
