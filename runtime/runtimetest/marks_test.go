package runtimetest_test

import (
	"fmt"
	goruntime "runtime"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// TestWholeMarks: after a first call (which reports All), a call lists the
// entities marked since, by name and by entity.
func TestWholeMarks(t *testing.T) {
	sc := scenes.NewScene("marks", nil)
	a, b := sc.NewEntity("A", nil), sc.NewEntity("B", nil)
	runtimetest.WholeMarks(sc, t)
	if m := runtimetest.WholeMarks(sc, t); len(m) != 0 {
		t.Errorf("a call with nothing marked gave %v", m)
	}
	b.MarkChanged()
	if m := runtimetest.WholeMarks(sc, t); !m["B"] || len(m) != 1 {
		t.Errorf("B marked gave %v, want B", m)
	}
	a.MarkChanged()
	if m := runtimetest.WholeMarksByEntity(sc, t); !m[a] || len(m) != 1 {
		t.Errorf("A marked gave %v, want A", m)
	}
}

// part and comp are a component with a leaf of each kind the checker
// changes, a nested struct and arrays.
type part struct {
	N int
	B [2]float64
}

type comp struct {
	I  int64
	U  uint8
	F  float64
	S  string
	On bool
	V  [2]float64
	L  []int
	P  part
}

// sameComp is a complete compare function of comp; drop leaves one
// comparison out, by the leaf's path.
func sameComp(drop string) func(a, b *comp) bool {
	bits := func(path string, x, y float64) bool { return path == drop || scenes.SameBits(x, y) }
	eq := func(path string, ok bool) bool { return path == drop || ok }
	return func(a, b *comp) bool {
		return eq("I", a.I == b.I) && eq("U", a.U == b.U) && bits("F", a.F, b.F) && eq("S", a.S == b.S) &&
			eq("On", a.On == b.On) && bits("V[0]", a.V[0], b.V[0]) && bits("V[1]", a.V[1], b.V[1]) &&
			eq("L", scenes.SameSlice(a.L, b.L)) && eq("P.N", a.P.N == b.P.N) &&
			bits("P.B[0]", a.P.B[0], b.P.B[0]) && bits("P.B[1]", a.P.B[1], b.P.B[1])
	}
}

// recorder is a testing.TB that keeps what a check reports.
type recorder struct {
	testing.TB
	errs  []string
	fatal bool
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	r.fatal = true
	goruntime.Goexit()
}

// record runs check with a recorder, in a goroutine of its own so that a
// Fatalf ends it.
func record(t *testing.T, check func(tb testing.TB)) *recorder {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return r
}

// TestCheckSameFields: the checker passes a complete compare function and
// fails one that leaves out any leaf (a field, a nested struct's field, an
// array's element), compares a float with == (-0 is 0 then), or a slice
// by its contents only (nil is empty then), naming the leaf; a field of a
// kind it cannot change fails at once.
func TestCheckSameFields(t *testing.T) {
	if r := record(t, func(tb testing.TB) { runtimetest.CheckSameFields(tb, sameComp("")) }); len(r.errs) != 0 {
		t.Errorf("a complete compare function failed: %q", r.errs)
	}
	for _, leaf := range []string{"I", "U", "F", "S", "On", "V[0]", "V[1]", "L", "P.N", "P.B[0]", "P.B[1]"} {
		r := record(t, func(tb testing.TB) { runtimetest.CheckSameFields(tb, sameComp(leaf)) })
		if len(r.errs) == 0 || r.fatal || !strings.Contains(r.errs[0], "comp."+leaf+" ") {
			t.Errorf("a compare function missing %s: the checker reported %q (fatal %v)", leaf, r.errs, r.fatal)
		}
	}
	byEq := func(a, b *comp) bool {
		c := *b
		c.F = a.F
		return sameComp("")(a, &c) && a.F == b.F
	}
	if r := record(t, func(tb testing.TB) { runtimetest.CheckSameFields(tb, byEq) }); len(r.errs) != 1 ||
		!strings.Contains(r.errs[0], "comp.F") {
		t.Errorf("a float compared with ==: the checker reported %q, want comp.F", r.errs)
	}
	byContent := func(a, b *comp) bool {
		c := *b
		c.L = a.L
		return sameComp("")(a, &c) && slices.Equal(a.L, b.L)
	}
	r := record(t, func(tb testing.TB) { runtimetest.CheckSameFields(tb, byContent) })
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], "comp.L from nil to empty") {
		t.Errorf("a slice compared by its contents only: the checker reported %q, want comp.L from nil to empty", r.errs)
	}
	type withMap struct {
		N int
		M map[string]int
	}
	r = record(t, func(tb testing.TB) {
		runtimetest.CheckSameFields(tb, func(a, b *withMap) bool { return a.N == b.N })
	})
	if !r.fatal || len(r.errs) != 1 || !strings.Contains(r.errs[0], "withMap.M is a map") {
		t.Errorf("a map field: the checker reported %q (fatal %v), want it to stop at withMap.M", r.errs, r.fatal)
	}
}
