package arc_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/edited/polyedit"
	"github.com/griffengine/griff/runtime/arc/internal/poly"
)

// runPoly runs a poly.Quest (holding a poly.Loud) for k steps and returns its
// scheduler and context.
func runPoly(k int) (*arc.Scheduler[*poly.Ctx], *poly.Ctx) {
	s := arc.NewScheduler[*poly.Ctx](arc.Options{})
	ctx := &poly.Ctx{}
	s.Add(&poly.Quest{Friend: &poly.Loud{}})
	for i := 1; i <= k; i++ {
		s.Tick(griff.Time(time.Duration(i)*time.Second/60), ctx)
	}
	return s, ctx
}

// TestEmbeddedArcEdited loads a save made inside the passage an embedded arc type
// gives the outer one (Shared.Greet, paused at its key "greet") into the script
// after an edit renamed that key: the load ladder restarts the passage with its
// saved parameter, the fields of the embedded arc (saved under their own names)
// are kept, the one the edit added keeps its default until the script sets it,
// and the interface field comes back as the arc it held.
func TestEmbeddedArcEdited(t *testing.T) {
	for _, bin := range []bool{false, true} {
		s, _ := runPoly(2) // after step 2: Seen 1, paused at "greet" in its second round
		data := s.Save()
		var load func([]byte, func(string) arc.Arc[*polyedit.Ctx]) ([]arc.Problem, error)
		n := arc.NewScheduler[*polyedit.Ctx](arc.Options{})
		load = n.Load
		if bin {
			data, _ = s.AppendSnapshot(nil)
			load = n.LoadSnapshot
		}
		var q *polyedit.Quest
		problems, err := load(data, func(typ string) arc.Arc[*polyedit.Ctx] {
			if typ != "Quest" {
				return nil
			}
			q = &polyedit.Quest{}
			return q
		})
		if err != nil {
			t.Fatalf("binary %v: Load: %v", bin, err)
		}
		if len(problems) != 1 || !strings.Contains(problems[0].String(), `Shared.Greet/greet: key "greet" is gone; the passage restarts`) {
			t.Fatalf("binary %v: problems %q, want the key greet of Shared.Greet gone", bin, problems)
		}
		if q.Seen != 1 || q.Mood != "" {
			t.Errorf("binary %v: loaded Seen %d Mood %q, want 1 (saved under its own name) and \"\"", bin, q.Seen, q.Mood)
		}
		if l, ok := q.Friend.(*polyedit.Loud); !ok || l == nil {
			t.Fatalf("binary %v: Friend loaded as %T, want *polyedit.Loud", bin, q.Friend)
		}
		ctx := &polyedit.Ctx{}
		for i := 3; i <= 20 && n.Len() > 0; i++ {
			n.Tick(griff.Time(time.Duration(i)*time.Second/60), ctx)
		}
		// Greet(3) runs again from its top with Seen 1: 2, 4, 7; then Loud's Greet.
		if got, want := strings.Join(ctx.Log, "|"), "seen 2|seen 4|seen 7|shout 2|done 9 7"; got != want || q.Mood != "glad" {
			t.Errorf("binary %v: log %q Mood %q, want %q and glad", bin, got, q.Mood, want)
		}
	}
}

// TestUnregisteredDynamicType loads a save whose interface field names an arc
// type the package no longer has: the load fails, naming the type, and adds
// nothing; the same save with the type's name intact loads and plays on to the
// same log as the unsaved run.
func TestUnregisteredDynamicType(t *testing.T) {
	_, want := runPoly(8)
	for _, bin := range []bool{false, true} {
		s, ctx := runPoly(4) // paused in Loud.Greet, called through Friend
		data := s.Save()
		if bin {
			data, _ = s.AppendSnapshot(nil)
		}
		if !bytes.Contains(data, []byte("Loud")) {
			t.Fatalf("binary %v: the save does not name Loud:\n%q", bin, data)
		}
		mk := func(string) arc.Arc[*poly.Ctx] { return &poly.Quest{} }
		load := func(n *arc.Scheduler[*poly.Ctx], data []byte) ([]arc.Problem, error) {
			if bin {
				return n.LoadSnapshot(data, mk)
			}
			return n.Load(data, mk)
		}
		n := arc.NewScheduler[*poly.Ctx](arc.Options{})
		_, err := load(n, bytes.ReplaceAll(data, []byte("Loud"), []byte("Gone")))
		if !errors.Is(err, arc.ErrUnregistered) || !strings.Contains(err.Error(), `"Gone"`) || !strings.Contains(err.Error(), "Friend") {
			t.Errorf("binary %v: Load of a save naming Gone: %v, want ErrUnregistered naming field Friend and \"Gone\"", bin, err)
		}
		if n.Len() != 0 {
			t.Errorf("binary %v: a failed load added %d arcs", bin, n.Len())
		}
		problems, err := load(n, data)
		if err != nil || len(problems) != 0 {
			t.Fatalf("binary %v: Load: %v %v", bin, err, problems)
		}
		for i := 5; i <= 8; i++ {
			n.Tick(griff.Time(time.Duration(i)*time.Second/60), ctx)
		}
		if got := fmt.Sprint(ctx.Log); got != fmt.Sprint(want.Log) {
			t.Errorf("binary %v: log %s, want %s", bin, got, want.Log)
		}
	}
}
