package arcgen

import (
	"fmt"
	"go/ast"
	"go/format"
	"go/types"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/griffengine/griff/runtime/arc/stamp"
)

// fileOut collects one generated file: its imports, helpers and code.
type fileOut struct {
	g       *gen
	f       *fileInfo
	imports map[string]string // path to name
	helpers map[string]int
	code    []string
	prefix  string // of helper names, from the source file's name
}

func (fo *fileOut) need(path, name string) { fo.imports[path] = name }

// typeString writes t as the generated file names it, importing what it needs.
func (fo *fileOut) typeString(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == fo.g.pkg {
			return ""
		}
		name := p.Name()
		for _, im := range fo.f.ast.Imports {
			if path, _ := strconv.Unquote(im.Path.Value); path == p.Path() && im.Name != nil && im.Name.Name != "_" && im.Name.Name != "." {
				name = im.Name.Name
			}
		}
		fo.need(p.Path(), name)
		return name
	})
}

func (g *gen) emitFile(f *fileInfo) ([]byte, error) {
	fo := &fileOut{g: g, f: f, imports: map[string]string{ArcPath: "arc"}, helpers: map[string]int{},
		prefix: "_" + identPart(strings.TrimSuffix(f.name, ".go"))}
	var body strings.Builder
	for _, a := range f.arcs {
		body.WriteString(fo.arcMethods(a))
	}
	var steps strings.Builder // written last: after their //line directives no line is the file's own
	for _, p := range f.out {
		steps.WriteString(fo.step(p)) // first: it numbers the states save and load use
	}
	for _, p := range f.out {
		body.WriteString(fo.frameStruct(p))
		body.WriteString(fo.save(p))
		body.WriteString(fo.load(p))
	}
	if f == g.regFile {
		body.WriteString(fo.registry()) // before the helpers: it may add some
	}
	for _, c := range fo.code {
		body.WriteString(c)
	}
	body.WriteString(steps.String())
	var sb strings.Builder
	sb.WriteString(stamp.Header(f.name, g.stamp))
	sb.WriteString("\n")
	fmt.Fprintf(&sb, "package %s\n\n", g.pkg.Name())
	var paths []string
	for p := range fo.imports {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	sb.WriteString("import (\n")
	for _, p := range paths {
		name := fo.imports[p]
		if name == p[strings.LastIndex(p, "/")+1:] {
			fmt.Fprintf(&sb, "%q\n", p)
		} else {
			fmt.Fprintf(&sb, "%s %q\n", name, p)
		}
	}
	sb.WriteString(")\n\n")
	sb.WriteString(body.String())
	out, err := format.Source([]byte(sb.String()))
	if err != nil {
		return []byte(sb.String()), fmt.Errorf("arcgen: %s: generated code does not parse (a bug in arcgen): %v", f.name, err)
	}
	return out, nil
}

// savedField is one saved field of an arc: the key it is saved under, the path
// from the arc to it ("Seen", or "Shared.Seen" for a field of an embedded arc)
// and its type.
type savedField struct {
	key, path string
	typ       types.Type
}

// saved returns the fields of an arc type that are saved: all but arc.Base and
// those tagged `arc:"-"`, with the saved fields of an embedded arc type in
// place of the embedded field. A field of an embedded arc is saved under its
// own name when the outer arc reaches it by that name (Go's promotion), else
// under its path ("Shared.Seen", when the outer arc has a Seen of its own).
func (g *gen) saved(a *arcType) []savedField {
	return g.savedIn(a, a.obj.Type(), "")
}

func (g *gen) savedIn(a *arcType, outer types.Type, prefix string) []savedField {
	var out []savedField
	for i := range a.st.NumFields() {
		f := a.st.Field(i)
		if n, ok := f.Type().(*types.Named); ok && f.Embedded() && isArcObj(n.Obj(), "Base") {
			continue
		}
		if reflect.StructTag(a.st.Tag(i)).Get("arc") == "-" || f.Name() == "_" {
			continue
		}
		if e := g.arcOf(f.Type()); e != nil && f.Embedded() {
			out = append(out, g.savedIn(e, outer, prefix+f.Name()+".")...)
			continue
		}
		if why := g.unsaveable(f.Type(), map[types.Type]bool{}, true); why != "" {
			g.errorf(f.Pos(), "field %s of arc %s cannot be saved (%s)", "tag it `arc:\"-\"` if it is not state (and set it again after a load), or keep an id or name instead", f.Name(), a.obj.Name(), why)
			continue
		}
		key := prefix + f.Name()
		if obj, _, _ := types.LookupFieldOrMethod(outer, true, g.pkg, f.Name()); obj == f {
			key = f.Name()
		}
		out = append(out, savedField{key: key, path: prefix + f.Name(), typ: f.Type()})
	}
	return out
}

func (fo *fileOut) arcMethods(a *arcType) string {
	if a.run == nil {
		return ""
	}
	run := a.run
	t, rf := a.obj.Name()+run.tpUse(), run.frameT()
	ctx := fo.typeString(run.params[0].v.Type())
	var sb strings.Builder
	if a.generic {
		fmt.Fprintf(&sb, "// ArcName returns the name saves use for this script type: %s with its\n// type arguments, as the package's registry names them.\n", a.obj.Name())
		fmt.Fprintf(&sb, "func (arcT *%s) ArcName() string {\nreturn %q + %s + \"]\"\n}\n\n", t, a.obj.Name()+"[", fo.typeArgNames(run.tpList()))
		fmt.Fprintf(&sb, "// ArcTypeArgs returns the type arguments a save of %s may name.\nfunc (arcT *%s) ArcTypeArgs() []string {\nreturn arcTypes\n}\n\n", a.obj.Name(), t)
	} else {
		fmt.Fprintf(&sb, "// ArcName returns %q, the name saves use for this script type.\n", t)
		fmt.Fprintf(&sb, "func (arcT *%s) ArcName() string {\nreturn %q\n}\n\n", t, t)
	}
	fmt.Fprintf(&sb, "// ArcStep runs the script from where it paused until it pauses again; it reports\n// whether Run has returned.\n")
	fmt.Fprintf(&sb, "func (arcT *%s) ArcStep(c *arc.Cursor, ctx %s) bool {\n", t, ctx)
	fmt.Fprintf(&sb, "arcF, _ := arcT.Base.Root().(*%s)\nif arcF == nil {\narcF = new(%s)\narcT.Base.SetRoot(arcF)\n}\n", rf, rf)
	fmt.Fprintf(&sb, "return arcT.arcStep_Run(arcF, c, ctx)\n}\n\n")
	fmt.Fprintf(&sb, "// ArcSave writes the script's fields and the frames it is paused in.\n")
	fmt.Fprintf(&sb, "func (arcT *%s) ArcSave(arcW *arc.Writer) {\n", t)
	fields := a.fields
	for _, f := range fields {
		fmt.Fprintf(&sb, "arcW.Field(%q)\n%s\n", f.key, fo.enc("arcW", f.typ, "arcT."+f.path))
	}
	fmt.Fprintf(&sb, "if arcF, _ := arcT.Base.Root().(*%s); arcF != nil {\narcT.arcSave_Run(arcF, arcW)\n}\n}\n\n", rf)
	fmt.Fprintf(&sb, "// ArcLoad reads what ArcSave wrote. A save made before the script was edited still\n// loads: a pause or local that no longer matches restarts the step it was in, and\n// is reported (package arc, \"Load ladder\").\n")
	fmt.Fprintf(&sb, "func (arcT *%s) ArcLoad(arcR *arc.Reader) {\n", t)
	for _, f := range fields {
		fmt.Fprintf(&sb, "if v, ok := arcR.Field(%q); ok {\narcR.FieldError(%q, %s)\n}\n", f.key, f.key, fo.dec(f.typ, "v", "&arcT."+f.path))
	}
	fmt.Fprintf(&sb, "arcF := new(%s)\narcT.Base.SetRoot(arcF)\n", rf)
	fmt.Fprintf(&sb, "if arcR.Root(%s) && !arcT.arcLoad_Run(arcF, arcR, 0) {\narcF.arcReset()\n}\n}\n\n", fo.nameExpr(run))
	return sb.String()
}

func (fo *fileOut) frameStruct(p *passage) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "// %s is the saved state of one call of %s, a function of the script that\n// pauses: the pause it is at and the locals it keeps.\n", p.frame, p.name)
	fmt.Fprintf(&sb, "type %s%s struct {\narcPC int\narcAt int\n", p.frame, fo.tpDecl(p.tpList()))
	if p.hasDirectPause() {
		sb.WriteString("arcP arc.Pause\n")
	}
	for _, l := range p.locals {
		fmt.Fprintf(&sb, "%s %s\n", l.field, fo.typeString(l.typ))
	}
	for _, l := range p.sortedLoops() {
		for _, h := range l.hidden {
			fmt.Fprintf(&sb, "%s %s\n", h.field, fo.typeString(h.typ))
		}
	}
	var subs []string
	for _, pt := range p.pts {
		if pt.iface != nil {
			fmt.Fprintf(&sb, "%s any\n", pt.sub)
			for i := range pt.iface.sig.Results().Len() {
				fmt.Fprintf(&sb, "%s %s\n", ifaceResult(pt, i), fo.typeString(pt.iface.sig.Results().At(i).Type()))
			}
			subs = append(subs, pt.sub)
		} else if pt.pause == "" {
			fmt.Fprintf(&sb, "%s *%s\n", pt.sub, fo.calleeFrame(pt))
			subs = append(subs, pt.sub)
		}
	}
	for i, r := range p.results {
		fmt.Fprintf(&sb, "arcR%d %s\n", i, fo.typeString(r))
	}
	sb.WriteString("}\n\n")
	keep := func(extra []string) string {
		parts := []string{}
		for _, s := range append(subs, extra...) {
			parts = append(parts, s+": arcF."+s)
		}
		return strings.Join(parts, ", ")
	}
	fmt.Fprintf(&sb, "func (arcF *%s) arcReset() {\n*arcF = %s{%s}\n}\n\n", p.frameT(), p.frameT(), keep(nil))
	var params []string
	for _, pa := range p.params {
		if pa.local != nil {
			params = append(params, pa.local.field)
		}
	}
	fmt.Fprintf(&sb, "func (arcF *%s) arcRestart() {\n*arcF = %s{%s}\n}\n\n", p.frameT(), p.frameT(), keep(params))
	return sb.String()
}

func (p *passage) hasDirectPause() bool {
	for _, pt := range p.pts {
		if pt.pause != "" {
			return true
		}
	}
	return false
}

func (p *passage) sortedLoops() []*loopInfo {
	var ls []*loopInfo
	for _, l := range p.loops {
		if l.kind != "" {
			ls = append(ls, l)
		}
	}
	sort.Slice(ls, func(i, j int) bool { return ls[i].stmt.Pos() < ls[j].stmt.Pos() })
	return ls
}

// signature returns the receiver and parameter list of a generated function of p.
func (fo *fileOut) head(p *passage, name, params string) string {
	if p.arc == nil {
		return fmt.Sprintf("func %s_%s%s(%s)", name, p.goName, fo.tpDecl(p.tpList()), params)
	}
	return fmt.Sprintf("func (%s *%s%s) %s_%s(%s)", p.recvName, p.arc.obj.Name(), p.tpUse(), name, p.goName, params)
}

func (fo *fileOut) step(p *passage) string {
	e := &emitter{g: fo.g, p: p, fi: fo, dead: []bool{false}}
	e.state()
	e.allocGotos()
	e.cur = 0
	e.block(p.decl.Body.List)
	e.w("arcF.arcPC = -1")
	e.w("return true")
	e.begin(0)
	params := "arcF *" + p.frameT() + ", arcC *arc.Cursor"
	for _, pa := range p.params {
		if pa.ambient {
			name := pa.v.Name()
			if name == "" {
				name = "_"
			}
			params += ", " + name + " " + fo.typeString(pa.v.Type())
		}
	}
	var cases strings.Builder
	for i, c := range e.cases {
		if c == nil || c.Len() == 0 {
			continue
		}
		fmt.Fprintf(&cases, "case %d:\n%s", i, c.String())
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s bool {\n", fo.head(p, "arcStep", params))
	loop := "for {\n"
	if strings.Contains(cases.String(), "continue arcDispatch") {
		loop = "arcDispatch:\nfor {\n"
	}
	fmt.Fprintf(&sb, "%sswitch arcF.arcPC {\n%scase -1:\nreturn true\n}\npanic(\"arc: passage %s reached a state it cannot be in\")\n}\n}\n\n", loop, cases.String(), p.name)
	return sb.String()
}

func (fo *fileOut) writeParams(sb *strings.Builder, p *passage) {
	for _, pa := range p.params {
		if pa.local != nil && !pa.local.ref {
			fmt.Fprintf(sb, "arcW.Param(%q)\n%s\n", pa.local.name, fo.enc("arcW", pa.local.typ, "arcF."+pa.local.field))
		}
	}
}

func (fo *fileOut) save(p *passage) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s {\nswitch arcF.arcAt {\n", fo.head(p, "arcSave", "arcF *"+p.frameT()+", arcW *arc.Writer"))
	for _, pt := range p.pts {
		fmt.Fprintf(&sb, "case %d:\narcW.Frame(%s, %q)\n", pt.index+1, fo.nameExpr(p), pt.key)
		fo.writeParams(&sb, p)
		for _, l := range pt.needed {
			fmt.Fprintf(&sb, "arcW.Local(%q)\n%s\n", l.name, fo.enc("arcW", l.typ, "arcF."+l.field))
		}
		if pt.pause != "" {
			sb.WriteString("arcW.Pause(&arcF.arcP)\n")
		} else if pt.iface != nil {
			fo.ifaceSave(&sb, pt)
		} else {
			fmt.Fprintf(&sb, "if arcF.%s != nil {\n%s(arcF.%s, arcW)\n}\n", pt.sub, calleeFunc(pt, "arcSave_"), pt.sub)
		}
	}
	fmt.Fprintf(&sb, "default:\narcW.Frame(%s, \"\")\n", fo.nameExpr(p))
	fo.writeParams(&sb, p)
	sb.WriteString("}\n}\n\n")
	return sb.String()
}

func calleeFunc(pt *point, prefix string) string {
	if pt.callee.arc == nil {
		return prefix + pt.callee.goName
	}
	return pt.recv + "." + prefix + pt.callee.goName
}

func (fo *fileOut) load(p *passage) string {
	var sb strings.Builder
	frame := fmt.Sprintf("arcR.Frame(arcI, %s)", fo.nameExpr(p))
	if p.tpList().Len() > 0 { // a saved name with unregistered type arguments fails the load
		frame = fmt.Sprintf("arcR.FrameOf(arcI, %s, arcTypes)", fo.nameExpr(p))
	}
	fmt.Fprintf(&sb, "%s bool {\narcFr := %s\nif arcFr == nil {\nreturn false\n}\n", fo.head(p, "arcLoad", "arcF *"+p.frameT()+", arcR *arc.Reader, arcI int"), frame)
	for _, pa := range p.params {
		if l := pa.local; l != nil && !l.ref {
			fmt.Fprintf(&sb, "if err := %s; err != nil {\narcFr.Drop(%q, err)\nreturn false\n}\n", fo.dec(l.typ, fmt.Sprintf("arcFr.Param(%q)", l.name), "&arcF."+l.field), "parameter "+l.name)
		}
	}
	sb.WriteString("switch arcFr.Key() {\n")
	for _, pt := range p.pts {
		fmt.Fprintf(&sb, "case %q:\n", pt.key)
		for _, l := range pt.needed {
			fmt.Fprintf(&sb, "if err := %s; err != nil {\narcFr.Restart(%q, err)\nbreak\n}\n", fo.dec(l.typ, fmt.Sprintf("arcFr.Local(%q)", l.name), "&arcF."+l.field), "local "+l.name)
		}
		writeLoopChecks(&sb, p, pt)
		fmt.Fprintf(&sb, "arcF.arcAt = %d\n", pt.index+1)
		if pt.pause != "" {
			fmt.Fprintf(&sb, "if arcFr.Pause(&arcF.arcP) {\narcF.arcPC = %d\n} else {\narcF.arcPC = %d\n}\nreturn true\n", pt.resume, pt.start)
		} else if pt.iface != nil {
			fo.ifaceLoad(&sb, pt)
		} else {
			fmt.Fprintf(&sb, "arcF.%s = new(%s)\n", pt.sub, fo.calleeFrame(pt))
			fmt.Fprintf(&sb, "if %s(arcF.%s, arcR, arcI+1) {\narcF.arcPC = %d\n} else {\narcFr.Rerun(\"the frame above cannot be restored\")\narcF.arcPC = %d\n}\nreturn true\n", calleeFunc(pt, "arcLoad_"), pt.sub, pt.resume, pt.start)
		}
	}
	sb.WriteString("case \"\":\ndefault:\narcFr.Restart(\"key \"+strconv.Quote(arcFr.Key()), nil)\n}\n")
	fo.need("strconv", "strconv")
	sb.WriteString("arcF.arcRestart()\nreturn true\n}\n\n")
	return sb.String()
}

var _ = ast.Inspect

// writeLoopChecks writes the checks that the saved positions of the range loops
// around pt are ones the loops can be at: an index inside the ranged value (for
// a string, at a rune's start with next just after it). An index a save gives
// out of range would otherwise resume the loop somewhere it never is (or panic);
// it is an unreadable local, and the passage restarts.
func writeLoopChecks(sb *strings.Builder, p *passage, pt *point) {
	for _, ls := range pt.loops {
		li := p.loops[ls]
		if li.kind == "" {
			continue
		}
		h := func(x string) string { return "arcF." + li.names[x] }
		var name string
		for _, l := range li.hidden {
			if l.field == li.names["i"] {
				name = l.name
			}
		}
		var check string
		switch li.kind {
		case "int":
			check = fmt.Sprintf("arc.CheckIndex(%s, %s)", h("i"), h("n"))
		case "string":
			check = fmt.Sprintf("arc.CheckRuneIndex(%s, %s, %s)", h("s"), h("i"), h("next"))
		default:
			check = fmt.Sprintf("arc.CheckIndex(%s, len(%s))", h("i"), h("range"))
		}
		fmt.Fprintf(sb, "if err := %s; err != nil {\narcFr.Restart(%q, err)\nbreak\n}\n", check, "local "+name)
	}
}

// identPart keeps the letters, digits and underscores of s.
func identPart(s string) string {
	var sb strings.Builder
	for _, r := range s {
		if r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}
