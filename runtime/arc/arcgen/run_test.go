package arcgen_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/arcgen/testdata/statements"
)

type sworld struct {
	s    *arc.Scheduler[*statements.Ctx]
	ctx  *statements.Ctx
	tick int
	sc   *statements.Script
}

func newSWorld() *sworld {
	w := &sworld{s: arc.NewScheduler[*statements.Ctx](arc.Options{StepDuration: 20 * time.Millisecond}), ctx: &statements.Ctx{}}
	w.ctx.Door = w.s.NewTrigger("door")
	w.ctx.Bell = w.s.NewTrigger("bell")
	w.ctx.Lamp = w.s.NewLatch("lamp")
	return w
}

// step runs one step of 20 ms, raising the triggers and working the lamp on a
// fixed schedule so every wait of the script ends.
func (w *sworld) step() {
	w.tick++
	switch w.tick % 7 {
	case 3:
		w.ctx.Door.Raise()
	case 5:
		w.ctx.Bell.Raise()
	}
	if w.tick%40 == 20 {
		w.ctx.Lamp.Set()
	} else if w.tick%40 == 0 {
		w.ctx.Lamp.Clear()
	}
	n := len(w.ctx.Log)
	w.s.Tick(griff.Time(time.Duration(w.tick)*20*time.Millisecond), w.ctx)
	for i := n; i < len(w.ctx.Log); i++ {
		w.ctx.Log[i] = fmt.Sprintf("%d: %s", w.tick, w.ctx.Log[i])
	}
}

func newScript() *statements.Script {
	return &statements.Script{Rand: griff.NewRand(3), Helper: &statements.Helper{}, Friend: &statements.Kid{Age: 1}, Quiet: &statements.Plain{N: 5}, Tot: &statements.Counter[float64]{}}
}

func (w *sworld) record() string {
	sc := w.s.Arcs()
	if len(sc) == 0 {
		return strings.Join(w.ctx.Log, "|")
	}
	s := sc[0].(*statements.Script)
	return fmt.Sprint(strings.Join(w.ctx.Log, "|"), s.Count, s.Names)
}

// TestStatementsRun runs the golden script (every supported statement) to its end,
// and again saving and loading it into a fresh scheduler after every step: each run
// must see the same log and fields.
func TestStatementsRun(t *testing.T) {
	w := newSWorld()
	sc := newScript()
	w.s.Add(sc)
	for w.s.Len() > 0 && w.tick < 5000 {
		w.step()
	}
	if w.s.Len() != 0 {
		t.Fatalf("the script did not end; log %q", w.ctx.Log)
	}
	want := fmt.Sprint(strings.Join(w.ctx.Log, "|"), sc.Count, sc.Names)
	if sc.Count == 0 || !slices.Equal(sc.Names, []string{"0a", "1b"}) || !sc.Helper.Done {
		t.Errorf("Count %d Names %q Helper.Done %v, want a count, [0a 1b] and true", sc.Count, sc.Names, sc.Helper.Done)
	}
	for _, l := range []string{": i 0|", ": i 1|", ": p|", ": q|"} { // Again's loops
		if !strings.Contains(want, l) {
			t.Errorf("log %s lacks %q", want, l)
		}
	}
	// Spill's passage calls inside expressions: what was read before a call is
	// kept (z1: Count was 0 before Ask made it 1), g.Log is read again after
	// Measure logged (both lines stay), && and || and case lists run only as far
	// as reached, a for condition is asked every lap and continue runs the post
	// statement that pauses.
	spill := "measured 13|151: t 13|153: measured 7|153: m7 z1|159: got true|160: even|163: measured 2|163: two|" +
		"164: measured 3|165: measured 1|165: default|166: short true true 1|167: measured 3|167: i0|168: measured 3|" +
		"169: measured 3|169: i2|170: measured 3|171: measured 2|171: j2|172: measured 2|173: measured 0|179: measured 5|" +
		"179: assign 7 [0 12] 7 5|180: v8|181: measured 3|187: measured 4|189: e0|190: e0|191: e0|" +
		"199: more {3 10 []} [12 4]door|200: measured 2|200: ik0 0|201: measured 2|202: measured 1|203: measured 2|" +
		"203: ik1 0|204: measured 2|205: measured 1|206: measured 2|206: ik2 0|207: measured 2|208: measured 1|" +
		"209: more 1 2|210: measured 2|211: measured 2|213: measured 1000|214: else if|220: measured 1|" +
		"222: measured 2|223: measured 2|224: measured 2|225: measured 4|226: measured 3|230: measured 2|" +
		"234: measured 0|240: measured 5|241: measured 6|243: edge 3 true true 0 [2 3] 7 true 19 22 11 22x2two|" +
		"245: spill <29>|"
	if !strings.Contains(want, spill) {
		t.Errorf("log %s lacks %s", want, spill)
	}
	// Generic's instantiations: each with its own frame, the type argument
	// named in the save and its values saved through the registry.
	generic := "settle int 6|261: settle statements.Coin 9|264: settle float64 0.75|266: generic 6 9 0.75 3 [1.5 3]|"
	// Refs: pointers to a local and a field written through across pauses and
	// loads (n: 1+2+2 = 5, +10+10 = 25, doubled 50), variadic arguments packed
	// once (none gives nil, a slice with ... is passed as it is).
	generic += "276: refs 50 28 [a 50 c 3] true [a 50 c 3 4]|"
	// Maps: a map local and a map field kept across pauses, saved in key order.
	generic += "279: maps map[a:1 b:2 c:2 d:3] map[0:[a d] 1:[c]]|"
	// Branches: a key used again in sibling blocks ("step", "step#1", "step#2").
	generic += "280: uneven step|281: loop step 0|282: loop step 1|283: even step|284: loop step 0|285: loop step 1|"
	// Goto: three laps back to "again", forward to "done" (never past "skipped"),
	// out of the loop after two spins.
	generic += "290: goto 3|"
	// Recv: the receiver Kids[1] worked out before Rotate's pause (the kid of
	// Age 20 greeted, not the one Rotate moved to 1), Pet and the kept local k one
	// arc with Kids' last (k.Age++ shows in both: 11, and 1103 = Age 11, Seen 3),
	// the interface local greeting that kid and then the script itself (Seen 3
	// from Poly, +1), the local me the scheduler's own arc, and a range over
	// Kids greeting each once (sum 2+1+4; ages*100+Seen after), WaitAll and
	// WaitAny with a passage call among their triggers (the bell raised last,
	// the door first).
	generic += "311: recv 1 3 4 7 true 11 [2002 3001 1104] true true bell door|"
	// Dyn: interface locals and a parameter holding values that are not arcs,
	// each saved with its dynamic type: an int, a string, a Point, a *Plain
	// (Greet through the interface made it 8; the local also holds the same
	// pointer, after every load too), a Coin, a float64, a uint8, a Flag, a
	// nil *Plain (a non-nil interface), a nil interface, a time.Duration (a
	// type argument of the registry from another package), the parameter.
	generic += "314: dyn 6 five {2 0 [a b]} 8 4 1.5 200 true true true true 2s 8 true in|"
	if !strings.Contains(want, generic) {
		t.Errorf("log %s lacks %s", want, generic)
	}
	for _, l := range []string{"measured 99", "never", ": no|", "odd", "big", "case 1"} {
		if strings.Contains(want, l) {
			t.Errorf("log %s holds %q, a branch never reached", want, l)
		}
	}
	end := w.tick
	for i := 0; i < 2*end; i++ {
		k, bin := 1+i/2, i%2 == 1 // each step in both forms: JSON, then binary
		if k >= end {
			break
		}
		w := newSWorld()
		sc := newScript()
		w.s.Add(sc)
		for w.tick < k {
			w.step()
		}
		data, load := w.s.Save(), (*arc.Scheduler[*statements.Ctx]).Load
		if bin {
			data, _ = w.s.AppendSnapshot(nil)
			load = (*arc.Scheduler[*statements.Ctx]).LoadSnapshot
		}
		n := newSWorld()
		n.tick, n.ctx.Log = w.tick, slices.Clone(w.ctx.Log)
		var loaded *statements.Script
		problems, err := load(n.s, data, func(string) arc.Arc[*statements.Ctx] {
			loaded = &statements.Script{Helper: sc.Helper, Quiet: sc.Quiet}
			return loaded
		})
		if err != nil || len(problems) > 0 {
			t.Fatalf("load (binary %v) after step %d: %v %v\n%q", bin, k, err, problems, data)
		}
		if again, _ := n.s.AppendSnapshot(nil); bin && !bytes.Equal(again, data) {
			t.Fatalf("after step %d: snapshot, load, snapshot gives other bytes", k)
		}
		for n.s.Len() > 0 && n.tick < 5000 {
			n.step()
		}
		if got := fmt.Sprint(strings.Join(n.ctx.Log, "|"), loaded.Count, loaded.Names); got != want {
			t.Fatalf("saved (binary %v) after step %d:\n got %s\nwant %s", bin, k, got, want)
		}
	}
	t.Logf("%d steps: %s", end, want)
}

// TestGenericUnregistered loads saves naming type arguments outside the
// package's registry: a generic passage's frame ("Tally[Gems]") and a generic
// arc type held in a field ("Counter[float32]"). Each load fails naming the
// type (arc.ErrUnregistered) and adds nothing; the save as written loads.
func TestGenericUnregistered(t *testing.T) {
	w := newSWorld()
	w.s.Add(newScript())
	for w.tick < 5000 && !strings.Contains(string(w.s.Save()), `"Tally[Coin]/`) {
		w.step()
	}
	if w.tick == 5000 {
		t.Fatal("the script never paused in Tally[Coin]")
	}
	json := w.s.Save()
	bin, _ := w.s.AppendSnapshot(nil)
	for _, c := range []struct{ from, to, name string }{{"Tally[Coin]", "Tally[Gems]", "Gems"}, {"float64]", "float32]", "float32"}} {
		for _, form := range []string{"JSON", "binary"} {
			data, load := json, (*arc.Scheduler[*statements.Ctx]).Load
			if form == "binary" {
				data, load = bin, (*arc.Scheduler[*statements.Ctx]).LoadSnapshot
			}
			n := newSWorld()
			newArc := func(string) arc.Arc[*statements.Ctx] { return &statements.Script{} }
			if _, err := load(n.s, data, newArc); err != nil {
				t.Fatalf("%s: the save as written: %v", form, err)
			}
			n = newSWorld()
			edited := bytes.ReplaceAll(data, []byte(c.from), []byte(c.to))
			if bytes.Equal(edited, data) {
				t.Fatalf("%s: the save holds no %s", form, c.from)
			}
			_, err := load(n.s, edited, newArc)
			if !errors.Is(err, arc.ErrUnregistered) || !strings.Contains(err.Error(), strconv.Quote(c.name)) {
				t.Errorf("%s: load of a save naming %s: %v, want ErrUnregistered naming %q", form, c.to, err, c.name)
			}
			if n.s.Len() != 0 {
				t.Errorf("%s: the failed load added %d arcs", form, n.s.Len())
			}
		}
	}
}

// TestDynamicUnregistered loads the golden script's save paused in Dyn, its
// interface locals holding values that are not arcs: as written it loads
// without problems; naming a type the package does not have ("*Plane" for
// "*Plain") fails naming it (arc.ErrUnregistered) and adds nothing, in both
// forms.
func TestDynamicUnregistered(t *testing.T) {
	w := newSWorld()
	w.s.Add(newScript())
	for w.tick < 5000 && !strings.Contains(string(w.s.Save()), `"Script.Dyn/dyn"`) {
		w.step()
	}
	if w.tick == 5000 {
		t.Fatal("the script never paused in Dyn")
	}
	json := w.s.Save()
	bin, _ := w.s.AppendSnapshot(nil)
	newArc := func(string) arc.Arc[*statements.Ctx] { return &statements.Script{} }
	for _, c := range []struct {
		form string
		data []byte
		load func(*arc.Scheduler[*statements.Ctx], []byte, func(string) arc.Arc[*statements.Ctx]) ([]arc.Problem, error)
	}{{"JSON", json, (*arc.Scheduler[*statements.Ctx]).Load}, {"binary", bin, (*arc.Scheduler[*statements.Ctx]).LoadSnapshot}} {
		if !bytes.Contains(c.data, []byte("time.Duration")) || !bytes.Contains(c.data, []byte("*Plain")) {
			t.Fatalf("%s: the save does not name time.Duration and *Plain", c.form)
		}
		n := newSWorld()
		if problems, err := c.load(n.s, c.data, newArc); err != nil || len(problems) > 0 || n.s.Len() != 1 {
			t.Errorf("%s: the save as written: %v %v, %d arcs", c.form, problems, err, n.s.Len())
		}
		n = newSWorld()
		_, err := c.load(n.s, bytes.ReplaceAll(c.data, []byte("*Plain"), []byte("*Plane")), newArc)
		if !errors.Is(err, arc.ErrUnregistered) || !strings.Contains(err.Error(), `"*Plane"`) || n.s.Len() != 0 {
			t.Errorf("%s: load of a save naming *Plane: %v, %d arcs; want ErrUnregistered naming \"*Plane\", none", c.form, err, n.s.Len())
		}
	}
}

// TestGenericArcUnregistered loads a save of a generic arc type run by the
// scheduler itself: as written it loads, and naming a type argument outside
// the registry ("Counter[Gem]") fails naming it, even when newArc makes an arc
// for that name.
func TestGenericArcUnregistered(t *testing.T) {
	w := newSWorld()
	w.s.Add(&statements.Counter[int]{})
	w.step()
	newArc := func(string) arc.Arc[*statements.Ctx] { return &statements.Counter[int]{} }
	json := w.s.Save()
	bin, _ := w.s.AppendSnapshot(nil)
	for _, c := range []struct {
		form string
		data []byte
		load func(*arc.Scheduler[*statements.Ctx], []byte, func(string) arc.Arc[*statements.Ctx]) ([]arc.Problem, error)
	}{{"JSON", json, (*arc.Scheduler[*statements.Ctx]).Load}, {"binary", bin, (*arc.Scheduler[*statements.Ctx]).LoadSnapshot}} {
		if !bytes.Contains(c.data, []byte("Counter[int]")) {
			t.Fatalf("%s: the save does not name Counter[int]", c.form)
		}
		n := newSWorld()
		if problems, err := c.load(n.s, c.data, newArc); err != nil || len(problems) > 0 || n.s.Len() != 1 {
			t.Errorf("%s: the save as written: %v %v, %d arcs", c.form, problems, err, n.s.Len())
		}
		n = newSWorld()
		_, err := c.load(n.s, bytes.ReplaceAll(c.data, []byte("Counter[int]"), []byte("Counter[Gem]")), newArc)
		if !errors.Is(err, arc.ErrUnregistered) || !strings.Contains(err.Error(), `"Gem"`) || n.s.Len() != 0 {
			t.Errorf("%s: load of a save naming Counter[Gem]: %v, %d arcs; want ErrUnregistered naming \"Gem\", none", c.form, err, n.s.Len())
		}
	}
}

// TestDepthRefusedAtLoad loads a save whose recursive passage (Down) nests
// deeper than arc.MaxPassageDepth, which no run can write: the load refuses
// the frames with a problem and the arc restarts, rather than faulting on the
// first tick.
func TestDepthRefusedAtLoad(t *testing.T) {
	w := newSWorld()
	w.s.Add(newScript())
	for w.tick < 5000 && !strings.Contains(string(w.s.Save()), `"Script.Down/Down"`) {
		w.step()
	}
	var save map[string]any
	if err := json.Unmarshal(w.s.Save(), &save); err != nil {
		t.Fatal(err)
	}
	a := save["arcs"].([]any)[0].(map[string]any)
	frames := a["frames"].([]any)
	var deep []any
	for _, f := range frames {
		deep = append(deep, f)
		if f.(map[string]any)["at"] == "Script.Down/Down" && len(deep) < arc.MaxPassageDepth {
			for range arc.MaxPassageDepth {
				deep = append(deep, f)
			}
		}
	}
	for _, c := range []struct {
		frames  []any
		refused bool
	}{{frames, false}, {deep, true}} {
		a["frames"] = c.frames
		data, err := json.Marshal(save)
		if err != nil {
			t.Fatal(err)
		}
		n := newSWorld()
		problems, err := n.s.Load(data, func(string) arc.Arc[*statements.Ctx] {
			return &statements.Script{Helper: &statements.Helper{}, Quiet: &statements.Plain{}}
		})
		if err != nil {
			t.Fatal(err)
		}
		refused := len(problems) == 1 && strings.Contains(problems[0].Message, "more than MaxPassageDepth")
		if refused != c.refused || (!c.refused && len(problems) > 0) {
			t.Errorf("%d frames: problems %v, want refused %v", len(c.frames), problems, c.refused)
		}
		n.step()
		if arcs := n.s.Arcs(); len(arcs) != 1 || arcs[0].(*statements.Script).Fault() != nil {
			t.Errorf("%d frames: after the first tick the arcs are %v", len(c.frames), arcs)
		}
	}
}
