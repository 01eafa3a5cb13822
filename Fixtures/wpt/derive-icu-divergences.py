"""Derives the WPT IDNA cases an ICU cannot pass (ours; see Fixtures/README.md).

Runs every input of wpt/IdnaTestV2.json, wpt/toascii.json and wpt/IdnaTestV2-removed.json through
the procedure icu72-divergences.json describes: ICU's uidna_nameToASCII_UTF8 with the URL
Standard's flags (CheckBidi, CheckJoiners, nontransitional; hyphen and DNS-length errors
ignored), all-ASCII domains only lowercased, then the forbidden-domain-code-point and IPv4 steps.
Prints, as JSON, the cases whose answer differs from WPT's, in the shape of icuNN-divergences.json
('cause' lists the input code points this ICU has unassigned; other causes are written by hand).

usage (from the package root):
  python3 Fixtures/wpt/derive-icu-divergences.py LIBRARY PREFIX SUFFIX
  e.g. /usr/lib/x86_64-linux-gnu/libicuuc.so.72 '' _72     (Debian's ICU 72: versioned names)
       /opt/swift/usr/lib/swift/linux/lib_FoundationICU.so swift_ ''   (the toolchain's ICU 76)
Run against Debian's ICU 72.1 it reproduces icu72-divergences.json's 81 cases and answers."""
import ctypes, json, sys, re

lib = ctypes.CDLL(sys.argv[1]); pre, suf = sys.argv[2], sys.argv[3]
fn = lambda n: getattr(lib, pre + n + suf)

class Info(ctypes.Structure):
    _fields_ = [("size", ctypes.c_int16), ("isTransitionalDifferent", ctypes.c_int8), ("reservedB3", ctypes.c_int8),
                ("errors", ctypes.c_uint32), ("reservedI2", ctypes.c_int32), ("reservedI3", ctypes.c_int32)]
openUTS46 = fn("uidna_openUTS46"); openUTS46.restype = ctypes.c_void_p
openUTS46.argtypes = [ctypes.c_uint32, ctypes.POINTER(ctypes.c_int)]
toASCII = fn("uidna_nameToASCII_UTF8"); toASCII.restype = ctypes.c_int32
toASCII.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int32, ctypes.c_char_p, ctypes.c_int32, ctypes.POINTER(Info), ctypes.POINTER(ctypes.c_int)]
version = (ctypes.c_uint8 * 4)(); fn("u_getVersion")(version)
uversion = (ctypes.c_uint8 * 4)(); fn("u_getUnicodeVersion")(uversion)

status = ctypes.c_int(0)
CHECK_BIDI, CHECK_CONTEXTJ, NONTRANSITIONAL_TO_ASCII = 0x4, 0x8, 0x10
idna = openUTS46(CHECK_BIDI | CHECK_CONTEXTJ | NONTRANSITIONAL_TO_ASCII, ctypes.byref(status))
assert status.value <= 0 and idna
# CheckHyphens=false, VerifyDnsLength=false: these error bits do not count.
IGNORED = 0x1 | 0x2 | 0x4 | 0x8 | 0x10 | 0x20

FORBIDDEN = set(range(0x00, 0x21)) | set(map(ord, '#/:<>?@[\\]^|%')) | {0x7F}

def ipv4_number(part):
    if part == "": return None
    radix = 10
    if len(part) >= 2 and part[:2].lower() == "0x": part, radix = part[2:], 16
    elif len(part) >= 2 and part[0] == "0": part, radix = part[1:], 8
    if part == "": return 0
    try: return int(part, radix)
    except ValueError: return None

def ends_in_number(host):
    parts = host.split(".")
    if parts[-1] == "":
        if len(parts) == 1: return False
        parts = parts[:-1]
    last = parts[-1]
    if last != "" and all(c in "0123456789" for c in last): return True
    return ipv4_number(last) is not None and re.fullmatch(r"0[xX][0-9A-Fa-f]*", last) is not None

def ipv4(host):
    parts = host.split(".")
    if parts[-1] == "" and len(parts) > 1: parts = parts[:-1]
    if len(parts) > 4: return None
    nums = [ipv4_number(p) for p in parts]
    if any(n is None for n in nums): return None
    if any(n > 255 for n in nums[:-1]) or nums[-1] >= 256 ** (5 - len(nums)): return None
    address = nums[-1] + sum(n * 256 ** (3 - i) for i, n in enumerate(nums[:-1]))
    return ".".join(str((address >> s) & 255) for s in (24, 16, 8, 0))

def host(domain):
    if domain.isascii():
        ascii_ = domain.lower()
    else:
        src = domain.encode("utf-8", "surrogatepass")
        out = ctypes.create_string_buffer(4 * len(src) + 64)
        info = Info(ctypes.sizeof(Info), 0, 0, 0, 0, 0); st = ctypes.c_int(0)
        n = toASCII(idna, src, len(src), out, len(out), ctypes.byref(info), ctypes.byref(st))
        if st.value > 0 or info.errors & ~IGNORED: return None
        ascii_ = out.raw[:n].decode("utf-8")
    if ascii_ == "" or any(ord(c) in FORBIDDEN for c in ascii_): return None
    if ends_in_number(ascii_): return ipv4(ascii_)
    return ascii_

def skipped(s):  # the URL parser deals with these before the host parser
    return s == "" or "%" in s or any(c in s for c in "\t\n\r") or s != s.strip("".join(map(chr, range(0x21))))

def load(name):
    raw = open(f"Fixtures/wpt/{name}", encoding="utf-8").read()
    raw = re.sub(r'\\u(d[89ab][0-9a-f]{2})(?!\\u(d[c-f][0-9a-f]{2}))', r'\\ufffd', raw, flags=re.I)  # lone highs
    return [c for c in json.loads(raw) if isinstance(c, dict)]

cases, compared, notcompared = [], 0, 0
for name in ["IdnaTestV2.json", "toascii.json", "IdnaTestV2-removed.json"]:
    for c in load(name):
        if skipped(c["input"]): notcompared += 1; continue
        compared += 1
        got = host(c["input"])
        if got != c.get("output"):
            cases.append({"file": name, "input": c["input"], "expected": c.get("output"), "answer": got})
charType = fn("u_charType"); charType.restype = ctypes.c_int8; charType.argtypes = [ctypes.c_int32]
major = version[0]
unicode = f"{uversion[0]}.{uversion[1]}"
print(json.dumps({
    "description": [f"Derived data (not from WPT): WPT IDNA cases whose expected output ICU {major} (Unicode {unicode}) cannot produce, by derive-icu-divergences.py.",
                    f"Compared {compared} inputs; not compared ({notcompared}): the empty string, inputs containing '%', tab/newline or leading/trailing C0/space."],
    "icu_version": f"{version[0]}.{version[1]}",
    "unicode_version_icu": unicode,
    "unicode_version_wpt_data": "17.0.0 (inferred)",
    "cases": [{"file": c["file"], "input": c["input"], "expected": c["expected"], f"icu{major}": c["answer"],
               "cause": [f"U+{ord(ch):04X}: unassigned ({unicode})" for ch in c["input"] if charType(ord(ch)) == 0]}
              for c in cases],
}, ensure_ascii=True, indent=2))
