package arcgen_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/arcgen/testdata/statements"
)

// FuzzStatementsLoad feeds Load and LoadSnapshot saves of the golden script
// (generic frames, type arguments, maps, pointer parameters, goto, kept
// receivers and references to shared arcs, interface values holding values that
// are not arcs, saved with their dynamic types), mutated:
// each must return an error or problems, never panic, and what loads must tick
// and save again without a panic escaping the fault boundary.
func FuzzStatementsLoad(f *testing.F) {
	w := newSWorld()
	w.s.Add(newScript())
	for k := 0; w.s.Len() > 0 && k < 320; k++ {
		w.step()
		// The newer forms run from step 250 on, Recv's (shared arcs) from 290,
		// Dyn's (dynamic types) from 311.
		if js := w.s.Save(); (k >= 240 && k%3 == 0) || bytes.Contains(js, []byte(`"$type"`)) {
			f.Add(js, false)
			b, _ := w.s.AppendSnapshot(nil)
			f.Add(b, true)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, bin bool) {
		n := newSWorld()
		load := n.s.Load
		if bin {
			load = n.s.LoadSnapshot
		}
		newArc := func(string) arc.Arc[*statements.Ctx] {
			return &statements.Script{Helper: &statements.Helper{}, Quiet: &statements.Plain{}}
		}
		if _, err := load(data, newArc); err != nil {
			return
		}
		for range 3 {
			n.step()
		}
		_ = n.s.Save()
		_, _ = n.s.AppendSnapshot(nil)
	})
}
