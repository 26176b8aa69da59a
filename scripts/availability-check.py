#!/usr/bin/env python3
"""Lists every standard-library declaration a module uses that is newer than the package's
minimum platforms (Package.swift: iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1).

No Apple toolchain runs here, and the Linux compiler does not enforce Apple availability. But
the Linux toolchain's own module interfaces (`<toolchain>/usr/lib/swift/linux/M.swiftmodule/
<triple>.swiftinterface`) carry the Apple `@available(macOS …, iOS …)` attributes of every
declaration. This script
  1. type-checks the module's sources with `swiftc -dump-ast` and collects every declaration of
     a toolchain module it references (`decl="Swift.(file).String extension.init(validating:as:)"`),
     plus every generic type it spells;
  2. reads the `@available` attributes of the interfaces of those modules (a declaration
     inherits the attribute of the type or extension it is in);
  3. prints each referenced declaration introduced after the minimums, and exits 1 if any.
It matches declarations by owner type, base name and argument labels, so an overload with the
same labels and a newer attribute is reported too (check it by hand).

Usage: scripts/availability-check.py [MODULE ...]   (default: AnimationMath)
A module is built first (`swift build --target M`) when it imports other package modules.
"""
import os, re, subprocess, sys

# Reviewed look-alikes: (owner, member, text the reference's generic signature contains) → why the
# reference is an old declaration that shares owner, name and labels with a newer one.
LOOK_ALIKES = {
    ("Collection", "subscript(_:)", "R : RangeExpression"):
        "c[range] (Swift 4); the macOS 15 c[subranges] takes a RangeSet under the same label",
}

MIN = {"macOS": (12, 0), "iOS": (15, 0), "tvOS": (15, 0), "watchOS": (8, 0), "visionOS": (1, 0)}


def too_new(attr):
    bad = []
    for plat, ver in re.findall(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s+([0-9.]+)", attr):
        v = tuple(int(x) for x in ver.split(".")) + (0,)
        if v[:2] > MIN[plat]:
            bad.append(f"{plat} {ver}")
    return bad


def newer_declarations(iface):
    newdecls = {}
    lines = open(iface).read().split("\n")
    pending=[]; ext_stack=[]  # (indent, typename, availability)
    decl_re=re.compile(r'^(\s*)(?:@[\w().:, "*]+\s+)*(?:(?:public|open|final|static|class|mutating|nonmutating|override|convenience|required|indirect|nonisolated|consuming|borrowing|__consuming|dynamic|prefix|postfix|infix|package)\s+)*(func|var|let|init|subscript|struct|enum|class|protocol|extension|typealias|case|actor)\b\s*([^\s(<:{]*)')
    for ln in lines:
        if re.match(r'^\s*@available\(',ln):
            pending.append(ln); continue
        if ln.strip().startswith('@') and not decl_re.match(ln.strip()) : 
            continue
        m=decl_re.match(ln)
        if not m:
            if ln.strip() in ('}',''): 
                ind=len(ln)-len(ln.lstrip())
                while ext_stack and ext_stack[-1][0]>=ind and ln.strip()=='}': ext_stack.pop(); break
            pending=[] if ln.strip()=='' else pending
            continue
        ind=len(m.group(1)); kind=m.group(2); name=m.group(3) or kind
        while ext_stack and ext_stack[-1][0]>=ind: ext_stack.pop()
        bad=[]
        for a in pending: bad+=too_new(a)
        inherited=[b for e in ext_stack for b in e[2]]
        enclosing='.'.join(e[1] for e in ext_stack)
        allbad=bad or inherited
        if kind in ('struct','enum','class','protocol','extension','actor') and ln.rstrip().endswith('{'):
            tname=name if kind!='extension' else name.replace('Swift.','')
            if kind=='extension':
                ext_stack[:]=[]  # an extension names its type in full (Swift.String.Index)
            ext_stack.append((ind,tname,bad+inherited))
        if allbad:
            nm = name if kind not in ('init','subscript') else kind
            labels=None
            if kind in ('func','init','subscript'):
                i=ln.find('(', m.end(0)-1 if kind!='func' else m.end(0))
                if i>=0:
                    depth=0; cur=''; params=[]
                    for ch in ln[i+1:]:
                        if ch in '([<': depth+=1
                        if ch in ')]>':
                            if depth==0: params.append(cur); break
                            depth-=1
                        if ch==',' and depth==0: params.append(cur); cur=''; continue
                        cur+=ch
                    labs=[]
                    for p in params:
                        p=p.strip()
                        if not p: continue
                        head=p.split(':')[0].split()
                        lab=head[0] if head else '_'
                        if kind=='subscript' and len(head)==1: lab='_'
                        labs.append(lab+':')
                    labels=''.join(labs)
            key=(enclosing.replace('Swift.',''), nm+('('+labels+')' if labels is not None else ''))
            newdecls.setdefault(key,set()).update(allbad)
            if kind in ('struct','enum','class','protocol','actor','typealias') and not enclosing:
                newdecls.setdefault(('',name),set()).update(allbad)
        pending=[]
    return newdecls


def owner_of(fn_type):
    """`String.Index` from `(String.Index.Type) -> …` or `(inout EnumeratedSequence<[X]>.Iterator) -> …`."""
    m = re.match(r"\((?:inout |borrowing |consuming )?(.*?)\) -> ", fn_type)
    if not m:
        return ""
    t = m.group(1)
    # drop generic arguments, innermost first
    while True:
        u = re.sub(r"<[^<>]*>", "", t)
        if u == t:
            break
        t = u
    t = re.sub(r"\.Type$", "", t).replace("Swift.", "")
    return t if re.fullmatch(r"[A-Za-z_][\w.]*", t) else ""


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    modules = sys.argv[1:] or ["AnimationMath"]
    swiftc = "swiftc"
    resource = subprocess.run([swiftc, "-print-target-info"], capture_output=True, text=True).stdout
    runtime_dir = re.search(r'"runtimeResourcePath": "([^"]+)"', resource).group(1)
    triple = re.search(r'"triple": "([^"]+)"', resource).group(1)
    status = 0
    for module in modules:
        src = next(p for p in (f"Sources/{module}", f"Tools/{module}") if os.path.isdir(p))
        files = sorted(
            os.path.join(d, f) for d, _, fs in os.walk(src) for f in fs if f.endswith(".swift"))
        # SwiftPM's package name is the checkout directory's name, with - and . as _.
        package = re.sub(r"[^A-Za-z0-9_]", "_", os.path.basename(root)).lower()
        args = [swiftc, "-dump-ast", "-parse-as-library", "-module-name", module.replace("-", "_"),
                "-package-name", package]
        if module != "AnimationMath":
            subprocess.run(["swift", "build", "--target", module], check=True,
                           stdout=subprocess.DEVNULL)
            bin_path = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True,
                                      text=True, check=True).stdout.strip()
            args += ["-I", os.path.join(bin_path, "Modules")]
        dump = subprocess.run(args + files, capture_output=True, text=True, errors="replace")
        ast = dump.stdout + dump.stderr
        if dump.returncode != 0:
            sys.stderr.write(ast[-4000:])
            sys.exit(f"error: could not type-check {module}")
        refs = {}
        for line in ast.split("\n"):
            for mod, r in re.findall(r'decl="(\w+)\.\(file\)\.([^"@]+)', line):
                t = re.search(r' type="([^"]*)"', line)
                refs.setdefault(mod, set()).add((r, owner_of(t.group(1) if t else "")))
        hits = []
        for mod, names in sorted(refs.items()):
            iface = os.path.join(runtime_dir, "linux", f"{mod}.swiftmodule", f"{triple}.swiftinterface")
            if not os.path.exists(iface):
                continue
            newdecls = newer_declarations(iface)
            types = set(re.findall(r"\b([A-Z][A-Za-z0-9_]*)<", ast))
            for raw, owner_type in sorted(names):
                r = re.sub(r" \[with .*", "", raw).replace(" extension", "")
                m2 = re.match(r"(.*?)\.([^.]*(?:\([^)]*\))?)$", r)
                owner, base = (m2.group(1), m2.group(2)) if m2 else ("", r)
                # The owner as the reference's type spells it (String.Index, not Index), when
                # the reference is a member called on a type or instance.
                if owner_type and owner_type.split(".")[-1] == owner.split(".")[-1]:
                    owner = owner_type
                if any(o == owner and b == base and sig in raw for o, b, sig in LOOK_ALIKES):
                    continue
                for k in [(owner, base), ("", r.split(".")[0])]:
                    if k in newdecls:
                        hits.append((f"{mod}.{owner}.{base}", sorted(newdecls[k])))
            for t in sorted(types):
                if ("", t) in newdecls:
                    hits.append((f"{mod}.{t} (type)", sorted(newdecls[("", t)])))
            print(f"{module}: {len(names)} references to {mod}, "
                  f"{len(newdecls)} declarations in its interface newer than the minimums")
        for name, versions in sorted(set((h[0], tuple(h[1])) for h in hits)):
            print(f"  too new: {name}  ({', '.join(versions)})")
            status = 1
    sys.exit(status)


if __name__ == "__main__":
    main()
