package arc_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/edited/recvedit"
	"github.com/griffengine/griff/runtime/arc/internal/recv"
)

func tickAt(i int) griff.Time { return griff.Time(time.Duration(i) * time.Second / 60) }

// runRecv runs a recv.Quest for k steps and returns its scheduler and context.
func runRecv(k int) (*arc.Scheduler[*recv.Ctx], *recv.Ctx) {
	s := arc.NewScheduler[*recv.Ctx](arc.Options{})
	ctx := &recv.Ctx{}
	s.Add(&recv.Quest{})
	for i := 1; i <= k; i++ {
		s.Tick(tickAt(i), ctx)
	}
	return s, ctx
}

// saveRecv saves s in JSON or binary.
func saveRecv(t *testing.T, s *arc.Scheduler[*recv.Ctx], bin bool) []byte {
	if !bin {
		return s.Save()
	}
	data, err := s.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestKeptReceiverEveryPause saves a quest at every pause (in both forms) and
// loads it: passages called on kids picked by index (the receiver worked out
// once and saved), a kid held in two fields and an interface local. Each load
// plays on to the same log as the unsaved run, and the pet is one arc with the
// kid it was after the load (done ... true true).
func TestKeptReceiverEveryPause(t *testing.T) {
	_, want := runRecv(40)
	if got := strings.Join(want.Log, "|"); got != "ann 1|ann 2|bob 1|bob 2|bob 3|done 7 true true" {
		t.Fatalf("unsaved log %q", got)
	}
	for k := 1; k <= 6; k++ { // the quest ends on step 7
		for _, bin := range []bool{false, true} {
			s, ctx := runRecv(k)
			data := saveRecv(t, s, bin)
			n := arc.NewScheduler[*recv.Ctx](arc.Options{})
			var q *recv.Quest
			mk := func(string) arc.Arc[*recv.Ctx] { q = &recv.Quest{}; return q }
			var problems []arc.Problem
			var err error
			if bin {
				problems, err = n.LoadSnapshot(data, mk)
			} else {
				problems, err = n.Load(data, mk)
			}
			if err != nil || len(problems) != 0 {
				t.Fatalf("step %d binary %v: load: %v %v", k, bin, err, problems)
			}
			if k >= 1 && (q.Pet == nil || len(q.Kids) != 2 || q.Pet != q.Kids[1]) {
				t.Fatalf("step %d binary %v: Pet %p is not Kids[1] after the load (%v)", k, bin, q.Pet, q.Kids)
			}
			for i := k + 1; i <= 40; i++ {
				n.Tick(tickAt(i), ctx)
			}
			if got := strings.Join(ctx.Log, "|"); got != strings.Join(want.Log, "|") {
				t.Errorf("step %d binary %v: log %q, want %q", k, bin, got, want.Log)
			}
		}
	}
}

// TestKeptReceiverEdited loads saves of recv.Quest into the edited script
// (recvedit): its fields in another order, so the reference Pet is read before
// the kid it refers to, and Walk's key renamed. A save paused inside Walk
// restarts Walk, with its saved parameter, on the kid the caller had kept (at
// step 4 bob had walked 1 of 2: he walks 2 again, to 3, and his pet walk makes
// 4: total 2+3+4); at the other pauses the load has no problem. Every load ends with the pet one arc with Kids[1].
func TestKeptReceiverEdited(t *testing.T) {
	cases := []struct {
		k        int
		problems string
		log      string
	}{
		{1, `Quest: Kid.Walk/step: key "step" is gone; the passage restarts`, "ann 1|ann 2|bob 1|bob 2|bob 3|done 7 true true"},
		{4, `Quest: Kid.Walk/step: key "step" is gone; the passage restarts`, "ann 1|ann 2|bob 1|bob 2|bob 3|bob 4|done 9 true true"},
		{5, ``, "ann 1|ann 2|bob 1|bob 2|bob 3|done 7 true true"},
	}
	for _, c := range cases {
		for _, bin := range []bool{false, true} {
			s, _ := runRecv(c.k)
			data := saveRecv(t, s, bin)
			n := arc.NewScheduler[*recvedit.Ctx](arc.Options{})
			var q *recvedit.Quest
			mk := func(string) arc.Arc[*recvedit.Ctx] { q = &recvedit.Quest{}; return q }
			var problems []arc.Problem
			var err error
			if bin {
				problems, err = n.LoadSnapshot(data, mk)
			} else {
				problems, err = n.Load(data, mk)
			}
			if err != nil {
				t.Fatalf("step %d binary %v: load: %v", c.k, bin, err)
			}
			var ps []string
			for _, p := range problems {
				ps = append(ps, p.String())
			}
			if got := strings.Join(ps, "; "); !strings.HasPrefix(got, c.problems) || (c.problems == "") != (got == "") {
				t.Errorf("step %d binary %v: problems %q, want %q", c.k, bin, got, c.problems)
			}
			if q.Pet == nil || len(q.Kids) != 2 || q.Pet != q.Kids[1] {
				t.Fatalf("step %d binary %v: Pet is not Kids[1] after the load", c.k, bin)
			}
			_, before := runRecv(c.k)
			ctx := &recvedit.Ctx{Log: before.Log}
			for i := c.k + 1; i <= 40; i++ {
				n.Tick(tickAt(i), ctx)
			}
			if got := strings.Join(ctx.Log, "|"); got != c.log {
				t.Errorf("step %d binary %v: log %q, want %q", c.k, bin, got, c.log)
			}
		}
	}
}

// recvArc makes the arcs of recv saves.
func recvArc(typ string) arc.Arc[*recv.Ctx] {
	if typ == "Quest" {
		return &recv.Quest{}
	}
	return nil
}

// TestArcReferenceBad loads saves whose references to arcs are wrong: a number
// no arc of the save carries, an arc of another type, an entry of the
// scheduler that is not there, a number that is not one. Each is an
// unreadable value reported as a problem (the field keeps its default), never a
// panic or a failed load, and the quest plays on to its end.
func TestArcReferenceBad(t *testing.T) {
	s, _ := runRecv(5)
	data := string(s.Save())
	if !strings.Contains(data, `"Pet":{"$ref":1}`) {
		t.Fatalf("save %s lacks the reference Pet", data)
	}
	for _, c := range []struct{ from, to, problem string }{
		{`"Pet":{"$ref":1}`, `"Pet":{"$ref":7}`, "field Pet unreadable (arc: saved value does not fit: a reference to saved arc 7, which the save does not hold)"},
		{`"Pet":{"$ref":1}`, `"Pet":{"$arc":0}`, "field Pet unreadable (arc: saved value does not fit: the scheduler's arc is a Quest, not a Kid)"},
		{`"Pet":{"$ref":1}`, `"Pet":{"$arc":3}`, "field Pet unreadable (arc: saved value does not fit: a reference to arc 3 of the scheduler, which the save does not hold)"},
		{`"Pet":{"$ref":1}`, `"Pet":{"$ref":-1}`, "field Pet unreadable"},
		{`"Pet":{"$ref":1}`, `"Pet":{"$ref":"x"}`, "field Pet unreadable (arc: saved value does not fit: map[$ref:x] is not a reference to a saved arc)"},
	} {
		edited := strings.Replace(data, c.from, c.to, 1)
		n := arc.NewScheduler[*recv.Ctx](arc.Options{})
		problems, err := n.Load([]byte(edited), recvArc)
		if err != nil {
			t.Fatalf("%s: Load: %v", c.to, err)
		}
		if len(problems) != 1 || !strings.Contains(problems[0].Message, c.problem) {
			t.Errorf("%s: problems %v, want one with %q", c.to, problems, c.problem)
		}
		ctx := &recv.Ctx{}
		for i := 6; i <= 40; i++ {
			n.Tick(tickAt(i), ctx)
		}
		if n.Len() != 0 {
			t.Errorf("%s: the quest did not end", c.to)
		}
	}
}

// FuzzRecvLoad feeds Load and LoadSnapshot saves of recv.Quest at each pause
// (kept receivers, references and "$id"s, a scheduler reference in an
// interface local), mutated, and saves with references that loop: each must
// load with an error or problems, never panic, and tick and save again.
func FuzzRecvLoad(f *testing.F) {
	for k := 1; k <= 6; k++ {
		s, _ := runRecv(k)
		f.Add(s.Save(), false)
		b, _ := s.AppendSnapshot(nil)
		f.Add(b, true)
	}
	f.Add([]byte(`{"arcs":[{"type":"Quest","fields":{"Kids":[{"$id":0,"type":"Kid","fields":{"Name":"a"},"frames":[{"at":"Kid.Run/Walk","locals":{"$Walk.t0":{"$ref":0}}}]},{"$ref":0}],"Pet":{"$ref":0}}}]}`), false)
	f.Add([]byte(`{"arcs":[{"type":"Quest","fields":{"Kids":[{"$ref":1},{"$id":1,"$ref":1}],"Pet":{"$arc":0}}}]}`), false)
	f.Fuzz(func(t *testing.T, data []byte, bin bool) {
		n := arc.NewScheduler[*recv.Ctx](arc.Options{})
		load := n.Load
		if bin {
			load = n.LoadSnapshot
		}
		if _, err := load(data, recvArc); err != nil {
			return
		}
		ctx := &recv.Ctx{}
		for i := 1; i <= 3; i++ {
			n.Tick(tickAt(i), ctx)
		}
		_ = n.Save()
		_, _ = n.AppendSnapshot(nil)
	})
}

// loadHolder loads data (JSON or binary) into a new scheduler, making each arc
// with mk.
func loadHolder[C any](data []byte, bin bool, mk func(string) arc.Arc[C]) (*arc.Scheduler[C], []arc.Problem, error) {
	n := arc.NewScheduler[C](arc.Options{})
	if bin {
		p, err := n.LoadSnapshot(data, mk)
		return n, p, err
	}
	p, err := n.Load(data, mk)
	return n, p, err
}

// holderSave runs a Holder one step (paused with a *Plain in its Walker local
// w) and saves it.
func holderSave(t *testing.T, bin bool) []byte {
	s := arc.NewScheduler[*recv.Ctx](arc.Options{})
	s.Add(&recv.Holder{})
	s.Tick(tickAt(1), &recv.Ctx{})
	return saveRecv(t, s, bin)
}

// TestDynamicValue saves a Holder paused with a *Plain (a Walker that is not
// an arc) in an interface local: the save names the dynamic type and holds the
// value, and the load gives the local a *Plain with the saved steps (no
// problems, the passage goes on from its pause), in both forms.
func TestDynamicValue(t *testing.T) {
	for _, bin := range []bool{false, true} {
		data := holderSave(t, bin)
		if !strings.Contains(string(data), "*Plain") || !strings.Contains(string(data), "$value") {
			t.Fatalf("binary %v: save %q does not name the dynamic type", bin, data)
		}
		n, problems, err := loadHolder(data, bin, func(string) arc.Arc[*recv.Ctx] { return &recv.Holder{} })
		if err != nil || len(problems) != 0 {
			t.Fatalf("binary %v: load: %v %v", bin, err, problems)
		}
		ctx := &recv.Ctx{}
		for i := 2; i <= 4; i++ {
			n.Tick(tickAt(i), ctx)
		}
		if got := strings.Join(ctx.Log, "|"); got != "held 5" || n.Len() != 0 {
			t.Errorf("binary %v: log %q (%d arcs left), want held 5", bin, got, n.Len())
		}
	}
}

// TestDynamicValueEdited loads a Holder's save into recvedit's, where the
// local w is an any (not a Walker) and Plain has a field more: the *Plain
// loads with its saved Steps (4) and Laps 0, and Walk gives 5*10+1. A save
// naming a type the package does not have (*Plane) fails to load naming it
// (ErrUnregistered), in both forms.
func TestDynamicValueEdited(t *testing.T) {
	for _, bin := range []bool{false, true} {
		data := holderSave(t, bin)
		mk := func(string) arc.Arc[*recvedit.Ctx] { return &recvedit.Holder{} }
		n, problems, err := loadHolder(data, bin, mk)
		if err != nil || len(problems) != 0 {
			t.Fatalf("binary %v: load: %v %v", bin, err, problems)
		}
		ctx := &recvedit.Ctx{}
		for i := 2; i <= 4; i++ {
			n.Tick(tickAt(i), ctx)
		}
		if got := strings.Join(ctx.Log, "|"); got != "held 51" {
			t.Errorf("binary %v: log %q, want held 51", bin, got)
		}
		n, _, err = loadHolder(bytes.ReplaceAll(data, []byte("*Plain"), []byte("*Plane")), bin, mk)
		if !errors.Is(err, arc.ErrUnregistered) || !strings.Contains(err.Error(), `"*Plane"`) || n.Len() != 0 {
			t.Errorf("binary %v: load of a save naming *Plane: %v, %d arcs; want ErrUnregistered naming it, none", bin, err, n.Len())
		}
	}
}

// TestUnsaveableDynamicValue saves an Odd paused with a func in an any local:
// the save names the dynamic type ("unsaveable func(...interface {}) string"),
// and the load reports the local unreadable and restarts the passage (which
// makes the func again) rather than loading nil, in both forms.
func TestUnsaveableDynamicValue(t *testing.T) {
	for _, bin := range []bool{false, true} {
		s := arc.NewScheduler[*recv.Ctx](arc.Options{})
		s.Add(&recv.Odd{})
		s.Tick(tickAt(1), &recv.Ctx{})
		data := saveRecv(t, s, bin)
		if !strings.Contains(string(data), "unsaveable func(") {
			t.Fatalf("binary %v: save %q does not name the dynamic type", bin, data)
		}
		n, problems, err := loadHolder(data, bin, func(string) arc.Arc[*recv.Ctx] { return &recv.Odd{} })
		if err != nil || len(problems) != 1 || !strings.Contains(problems[0].Message, "local f: arc: saved value does not fit: unsaveable func(") || !strings.Contains(problems[0].Message, "the passage restarts") {
			t.Fatalf("binary %v: load: %v %v, want the local f unreadable and the passage restarted", bin, err, problems)
		}
		ctx := &recv.Ctx{}
		for i := 2; i <= 4; i++ {
			n.Tick(tickAt(i), ctx)
		}
		if got := strings.Join(ctx.Log, "|"); got != "odd true" || n.Len() != 0 {
			t.Errorf("binary %v: log %q (%d arcs left), want odd true", bin, got, n.Len())
		}
	}
}
