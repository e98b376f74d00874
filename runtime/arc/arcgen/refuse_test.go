package arcgen

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const refuseHead = `package refuse

import (
	"time"

	"github.com/griffengine/griff/runtime/arc"
)

type Ctx struct{ T *arc.Trigger }

type S struct {
	arc.Base
}

func (s *S) Sum(g *Ctx, n int) int {
	arc.Yield("sum")
	return n
}

var _ = time.Second

func (s *S) Run(g *Ctx) {
`

// TestRefusals checks each rule arcgen enforces: the error names file:line, the rule
// and what to write instead.
func TestRefusals(t *testing.T) {
	cases := []struct {
		name  string
		body  string // Run's body; the line holding "// here" is the one reported
		extra string // more declarations
		rule  string
		fix   string
	}{
		{"goto", "L:\n\targ := 1\n\t_ = arg\n\tarc.Yield(\"a\")\n\tif arg > 1 {\n\t\tgoto L\n\t}", "", "", ""},
		{"defer", "defer println() // here\n\tarc.Yield(\"a\")", "", "defer in passage", "explicitly"},
		{"recover", "recover() // here\n\tarc.Yield(\"a\")", "", "recover in passage", "fault boundary"},
		{"go", "go println() // here\n\tarc.Yield(\"a\")", "", "go statement in passage", "arc of its own"},
		{"kept value that cannot be saved", "mk := func() func(int) { return func(int) {} }\n\tmk()(s.Sum(g, 1)) // here", "", "the value of mk(), read before a pause further right in its statement, is kept across it in S.Run, but its type func(int) cannot be saved", "make the pause a statement of its own"},
		{"several results as arguments", "use(s.Two(g)) // here", "\nfunc (s *S) Two(g *Ctx) (int, int) {\n\tarc.Yield(\"t\")\n\treturn 1, 2\n}\n\nfunc use(a, b int) {}\n", "pause or passage call in an expression", "statement of its own"},
		{"pause on the left of an assignment", "var a [3]int\n\ta[s.Sum(g, 1)] = 2 // here\n\t_ = a", "", "in the left-hand side of an assignment", "statement of its own"},
		{"pause in a closure", "f := func() {\n\t\tarc.Yield(\"a\") // here\n\t}\n\tf()", "", "inside a closure", "make the closure a passage"},
		{"pause in a type switch", "var v any = 1\n\tswitch v.(type) {\n\tcase int:\n\t\tarc.Yield(\"a\") // here\n\t}", "", "inside a type switch", "expression switch"},
		{"pause in a select", "var c chan int\n\tselect {\n\tcase <-c:\n\t\tarc.Yield(\"a\") // here\n\t}", "", "inside a select", "WaitAny"},
		{"range over a map", "for k := range map[string]int{} {\n\t\t_ = k\n\t\tarc.Yield(\"a\") // here\n\t}", "", "inside a range over map[string]int", "slice"},
		{"range over a channel", "for v := range make(chan int) {\n\t\t_ = v\n\t\tarc.Yield(\"a\") // here\n\t}", "", "range over chan int", "slice"},
		{"range over a function", "for v := range func(func(int) bool) {} {\n\t\t_ = v\n\t\tarc.Yield(\"a\") // here\n\t}", "", "range over func", "slice"},
		{"fallthrough next to a pause", "switch 1 {\n\tcase 1:\n\t\tarc.Yield(\"a\")\n\t\tfallthrough // here\n\tcase 2:\n\t}", "", "fallthrough in a switch that pauses", "shared passage"},
		{"passage as a function value", "f := s.Sum // here\n\t_ = f\n\tarc.Yield(\"a\")", "", "passage Sum named without being called", "function value"},
		{"passage through an interface local", "var i interface{ Sum(*Ctx, int) int } = s\n\ti.Sum(g, 1) // here\n\tarc.Yield(\"a\")", "", "", ""},
		{"passage through an interface value that is not kept", "(interface{ Sum(*Ctx, int) int })(s).Sum(g, 1) // here\n\tarc.Yield(\"a\")", "", "", ""},
		{"passage through an interface as a method value", "var i interface{ Sum(*Ctx, int) int } = s\n\tf := i.Sum // here\n\t_ = f\n\tarc.Yield(\"a\")", "", "passage Sum named through an interface without being called", "a method value of a passage cannot be saved"},
		{"arc embedded by pointer", "arc.Yield(\"a\")", "\ntype T struct {\n\t*S // here\n}\n\nfunc (t *T) Run(g *Ctx) {}\n", "T embeds the arc type S by pointer", "embed it by value (S, not *S)"},
		{"interface field no arc implements", "arc.Yield(\"a\")", "\ntype T struct {\n\tarc.Base\n\tC interface{ Foo() } // here\n}\n\nfunc (t *T) Run(g *Ctx) {}\n", "field C of arc T cannot be saved (an interface that no arc type of the package, no basic type and no saveable type of the package implements)", "arc:\"-\""},
		{"kept error local nothing of the package implements", "var e error // here\n\tarc.Yield(\"a\")\n\t_ = e", "", "local e of S.Run is kept across a pause but its type error cannot be saved (an interface that no arc type of the package, no basic type and no saveable type of the package implements)", "keep an id or a name instead"},
		{"kept interface local a named type of the package implements", "var f interface{ Bump() } = Num(1)\n\tarc.Yield(\"a\")\n\tf.Bump()", "\ntype Num int\n\nfunc (Num) Bump() {}\n", "", ""},
		{"package passage as a function value", "f := Gen // here\n\t_ = f\n\tarc.Yield(\"a\")", "\nfunc Gen(g *Ctx) {\n\tarc.Yield(\"g\")\n}\n", "passage Gen named without being called", "function value"},
		{"ambient argument that is not the parameter", "s.Amb(&Ctx{}) // here", "\nfunc (s *S) Amb(g *Ctx) {\n\tarc.Yield(\"g\")\n}\n", "ambient argument of passage Amb is not an ambient parameter of S.Run", "pass the ambient parameter itself"},
		{"generic passage", "arc.Yield(\"a\")\n\tGen(g, 1)", "\nfunc Gen[T any](g *Ctx, v T) {\n\tarc.Yield(\"g\")\n}\n", "", ""},
		{"pointer argument that is not an address", "s.Ref(g, new(int)) // here", "\nfunc (s *S) Ref(g *Ctx, p *int) {\n\tarc.Yield(\"r\")\n}\n", "pointer argument of p of passage Ref is not the address of a local or of a field of the arc", "pass &local, &s.Field"},
		{"pointer argument into a slice", "xs := []int{1}\n\ts.Ref(g, &xs[0]) // here", "\nfunc (s *S) Ref(g *Ctx, p *int) {\n\tarc.Yield(\"r\")\n}\n", "is not the address of a local or of a field", "worked out again from its source"},
		{"variadic passage", "s.Var(g, 1, 2)\n\ts.Var(g)", "\nfunc (s *S) Var(g *Ctx, xs ...int) {\n\tarc.Yield(\"v\")\n}\n", "", ""},
		{"kept map whose keys do not sort", "m := map[bool]int{} // here\n\tarc.Yield(\"a\")\n\t_ = m", "", "type map[bool]int cannot be saved (a map whose keys do not sort", "keep an id"},
		{"key used again in a nested block", "arc.Yield(\"a\")\n\tif s != nil {\n\t\tarc.Yield(\"a\") // here\n\t}", "", `key "a" used twice in S.Run`, "only in a sibling block"},
		{"key used again in sibling blocks", "if s != nil {\n\t\tarc.Yield(\"a\")\n\t} else {\n\t\tarc.Yield(\"a\")\n\t}\n\t{\n\t\tarc.Yield(\"a\")\n\t}", "", "", ""},
		{"pointer parameter through an interface", "arc.Yield(\"a\")", "\ntype RI interface{ R(g *Ctx, p *int) }\n\ntype RA struct {\n\tarc.Base\n\tF RI\n}\n\nfunc (a *RA) Run(g *Ctx) {\n\tn := 0\n\ta.F.R(g, &n) // here\n}\n\nfunc (a *RA) R(g *Ctx, p *int) {\n\tarc.Yield(\"r\")\n}\n", "passage R, called through an interface, takes the pointer parameter p", "call it on the arc's own type"},
		{"type argument that cannot be saved", "Gen(g, make(chan int)) // here", "\nfunc Gen[T any](g *Ctx, v T) {\n\tarc.Yield(\"g\")\n}\n", "type argument chan int of Gen cannot be saved", "instantiate it with a type a save can hold"},
		{"closure capturing a kept local", "n := 1\n\tarc.Yield(\"a\")\n\t_ = func() { println(n) } // here", "", "closure captures n", "pass it as an argument"},
		{"kept local of a chan", "c := make(chan int) // here\n\tarc.Yield(\"a\")\n\tclose(c)", "", "local c of S.Run is kept across a pause but its type chan int cannot be saved", "keep an id"},
		{"kept local of a func", "f := func() {} // here\n\tarc.Yield(\"a\")\n\tf()", "", "type func() cannot be saved", "keep an id"},
		{"kept local of a pointer", "p := new(int) // here\n\tarc.Yield(\"a\")\n\t_ = p", "", "type *int cannot be saved (a pointer)", "for an entity, its id"},
		{"kept local of an arc", "p := s\n\tarc.Yield(\"a\")\n\t_ = p", "", "", ""},
		{"two kept locals with one name", "i := 0\n\tfor i := 0; i < 2; i++ { // here\n\t\tarc.Yield(\"b\")\n\t}\n\t_ = i", "", "two locals named i are kept across the same pause", "rename one"},
		{"sequential loops reusing names", "for i := range 3 {\n\t\t_ = i\n\t\tarc.Yield(\"a\")\n\t}\n\tfor i := range 2 {\n\t\t_ = i\n\t\tarc.Yield(\"b\")\n\t}\n\tfor _, w := range []string{\"x\"} {\n\t\t_ = w\n\t\tarc.Yield(\"c\")\n\t}\n\tfor _, w := range []string{\"y\"} {\n\t\t_ = w\n\t\tarc.Yield(\"d\")\n\t}\n\tfor i := 0; i < 2; i++ {\n\t\tarc.Yield(\"e\")\n\t}", "", "", ""},
		{"duplicate key", "arc.Yield(\"a\")\n\tarc.Yield(\"a\") // here", "", `key "a" used twice in S.Run`, "unique within the method"},
		{"non-literal key", "k := \"a\"\n\tarc.Yield(k) // here", "", "key of Yield is not a string literal", "string literal"},
		{"range over a slice that cannot be saved", "for _, c := range []chan int{nil} { // here\n\t\t_ = c\n\t\tarc.Yield(\"a\")\n\t}", "", "its type []chan int cannot be saved", "slice of ids"},
		{"reserved name", "arcF := 1 // here\n\t_ = arcF\n\tarc.Yield(\"a\")", "", "local arcF of passage S.Run starts with \"arc\"", "rename it"},
		{"passage through a method expression", "(*S).Sum(s, g, 1) // here\n\tarc.Yield(\"a\")", "", "passage Sum called through an interface or a method expression", "call it on the arc itself (x.Sum(...))"},
		{"passage on a receiver worked out once", "(&S{}).Sum(g, 1)\n\tarc.Yield(\"a\")", "", "", ""},
		{"passage on a package variable", "Other.Sum(g, 1) // here\n\tarc.Yield(\"a\")", "\nvar Other = &S{}\n", "passage Sum called on an arc held in a package variable", "hold the other arc in a field or a local of this arc and call it as s.field.Sum(...)"},
		{"passage through an interface in a package variable", "OtherG.Sum(g, 1) // here\n\tarc.Yield(\"a\")", "\nvar OtherG interface{ Sum(*Ctx, int) int } = &S{}\n", "passage Sum called through an interface value held in a package variable", "hold the value in a field or a local"},
		{"arc without Run", "arc.Yield(\"a\")", "\ntype T struct { // here\n\tarc.Base\n}\n", "arc type T has no Run method", "add func (x *T) Run(ctx CTX)"},
		{"value receiver", "arc.Yield(\"a\")", "\nfunc (s S) Val(g *Ctx) { // here\n\targ := 1\n\t_ = arg\n\tarc.Yield(\"v\")\n}\n", "passage Val has a value receiver", "use a pointer receiver (*S)"},
		{"field that cannot be saved", "arc.Yield(\"a\")", "\ntype T struct {\n\tarc.Base\n\tC chan int // here\n}\n\nfunc (t *T) Run(g *Ctx) {}\n", "field C of arc T cannot be saved (a channel)", "arc:\"-\""},
	}
	dir, err := filepath.Abs(filepath.Join("testdata", "refuse"))
	if err != nil {
		t.Fatal(err)
	}
	// All cases load as one package (one file each, names made unique), since a
	// package load costs seconds.
	files := map[string][]byte{}
	lines := make([]int, len(cases))
	words := regexp.MustCompile(`\b(S|Ctx|T|Gen|Get|Amb)\b`)
	rename := func(i int, s string) string { return words.ReplaceAllString(s, "${1}"+strconv.Itoa(i)) }
	for i, c := range cases {
		src := rename(i, refuseHead+"\t"+c.body+"\n}\n"+c.extra)
		for n, l := range strings.Split(src, "\n") {
			if strings.Contains(l, "// here") {
				lines[i] = n + 1
			}
		}
		files[filepath.Join(dir, fmt.Sprintf("x%d.go", i))] = []byte(src)
	}
	_, err = generate(dir, files, Options{})
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("got %v, want refusals", err)
	}
	for i, c := range cases {
		name := fmt.Sprintf("x%d.go", i)
		var got []string
		for _, e := range es {
			if filepath.Base(e.Pos.Filename) == name {
				got = append(got, e.Error())
			}
		}
		if c.rule == "" { // not a static passage call: the interface call is ordinary Go
			if len(got) > 0 {
				t.Errorf("%s: got %q, want no refusal", c.name, got)
			}
			continue
		}
		if len(got) == 0 {
			t.Errorf("%s: no refusal, want %q", c.name, c.rule)
			continue
		}
		msg := got[0]
		for _, m := range got {
			if strings.Contains(m, "%!") {
				t.Errorf("%s: got %q, want no formatting error", c.name, m)
			}
		}
		if !strings.HasPrefix(msg, fmt.Sprintf("%s:%d:", name, lines[i])) || !strings.Contains(msg, rename(i, c.rule)) || !strings.Contains(msg, rename(i, c.fix)) {
			t.Errorf("%s: got %q, want %s:%d: ...%s...; ...%s...", c.name, msg, name, lines[i], rename(i, c.rule), rename(i, c.fix))
		}
	}
}

// TestForeignPassage checks that a call of a passage of another package of
// the module (example.Tutorial.Nag, which waits) is refused where it is made,
// from a passage or any other function, and that an ordinary function of that
// package (Ctx.Logf) is not.
func TestForeignPassage(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "refuse"))
	if err != nil {
		t.Fatal(err)
	}
	src := `package refuse

import (
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

type S struct {
	arc.Base
}

func (s *S) Run(g *example.Ctx) {
	g.Logf("fine")
	arc.Yield("a")
	(&example.Tutorial{}).Nag(g, 1) // here
}

func helper(g *example.Ctx) {
	tu := &example.Tutorial{}
	tu.Count(g, 2) // here too
}
`
	_, err = generate(dir, map[string][]byte{filepath.Join(dir, "x.go"): []byte(src)}, Options{})
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("got %v, want refusals", err)
	}
	var got []string
	for _, e := range es {
		got = append(got, e.Error())
	}
	want := []string{"x.go:15:2: Tutorial.Nag is a passage of package example (it pauses), called from another package; call it from a passage of its own package",
		"x.go:20:2: Tutorial.Count is a passage of package example"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %d refusals", got, len(want))
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("refusal %d: got %q, want %q...", i, got[i], want[i])
		}
	}
}

// TestGenericNeverInstantiated generates a generic passage nothing
// instantiates: the registry is empty, and its type switches must not declare
// a variable no case uses (which does not compile).
func TestGenericNeverInstantiated(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "refuse"))
	if err != nil {
		t.Fatal(err)
	}
	src := "package refuse\n\nimport \"github.com/griffengine/griff/runtime/arc\"\n\ntype Ctx struct{}\n\ntype A struct{ arc.Base }\n\nfunc (a *A) Run(g *Ctx) { arc.Yield(\"a\") }\n\nfunc Never[T any](g *Ctx, v T) T {\n\tarc.Yield(\"n\")\n\treturn v\n}\n"
	files, err := generate(dir, map[string][]byte{filepath.Join(dir, "x.go"): []byte(src)}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := string(files["x"+Suffix])
	if !strings.Contains(out, "var arcTypes = []string{}") || strings.Contains(out, "switch p := p.(type)") || strings.Count(out, "switch p.(type)") != 2 {
		t.Errorf("generated registry:\n%s", out[strings.Index(out, "// arcTypes"):])
	}
}
