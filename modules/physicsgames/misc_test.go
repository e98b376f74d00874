package physicsgames

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestFrameGolden pins where the module's steps run among the core's
// (StepPlay before the physics, StepResolve in the resolve phase): the
// whole frame of a game with the module, one step a line, in
// testdata/frame.golden; and a game without the module has neither.
func TestFrameGolden(t *testing.T) {
	r := newRig(t, "title")
	runtimetest.FrameGolden(t, r.g)
	play, phys := runtimetest.StepIndex(r.g, StepPlay), runtimetest.StepIndex(r.g, runtime.StepPhysics)
	if play < 0 || phys < 0 || play > phys {
		t.Errorf("StepPlay at %d, the physics at %d: want it before", play, phys)
	}
	runtimetest.NotBuiltIn(t, StepPlay, StepResolve)
}

// TestTitleMenu: up and down move the cursor round the entries; the menu
// shows each with its best score from the record; launch asks for the
// chosen level's scene.
func TestTitleMenu(t *testing.T) {
	r := newRig(t, "title")
	r.rec[BestRecord] = []byte("pinball-griff 4200\n")
	r.steps(1)
	ti := scenes.Get[Title](r.find("Title"))
	r.tap(ActionDown)
	if ti.Cursor != 1 {
		t.Fatalf("down: cursor %d, want 1", ti.Cursor)
	}
	r.tap(ActionDown)
	if ti.Cursor != 0 {
		t.Fatalf("down at the last entry: cursor %d, want 0 (round)", ti.Cursor)
	}
	r.tap(ActionUp)
	menu := scenes.Get[visual.Text](r.find(MenuName)).Text
	if !strings.Contains(menu, "> Pinball: Griff Table") || !strings.Contains(menu, "best 4200") || !strings.Contains(menu, "Slingshot: Pig Tower") {
		t.Errorf("the menu reads %q", menu)
	}
	r.tap(ActionLaunch)
	if name, ok := r.sys().flow.Pending(); !ok || name != "pinball" {
		// A rig has no scene loader: the change is asked for all the same.
		t.Logf("pending %q %v; problems %v", name, ok, r.problems)
		if !strings.Contains(fmt.Sprint(r.problems), "pinball") {
			t.Errorf("launch on the pinball entry asked for no scene change")
		}
	}
}

// TestBadDataWarnsAndPlays: an unknown material, a sling with no bird, a
// damaged best-score record warn (naming the entity and component, or the
// record and line) and the rest plays.
func TestBadDataWarnsAndPlays(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("template", "scenes", "sling.json"))
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), `"material": "stone"`, `"material": "cheese"`, 1)
	r := newRigData(t, "sling", []byte(bad))
	r.rec[BestRecord] = []byte("sling-pig-tower 900\nbroken line\nx -4\n")
	r.steps(120)
	joined := fmt.Sprint(r.problems)
	for _, want := range []string{`material "cheese"`, "PhysicsGames.Block", BestRecord + ":2:", BestRecord + ":3:"} {
		if !strings.Contains(joined, want) {
			t.Errorf("no warning with %q in %v", want, r.problems)
		}
	}
	if sl := r.sling(); sl.Best != 900 {
		t.Errorf("the good line of the record was not read: best %d", sl.Best)
	}
	n := 0
	for _, b := range scenes.All[Block](r.g.Scene()) {
		if b.Material == "wood" && b.Set {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d wood blocks, want 4 (3 and the cheese one)", n)
	}
	// A sling scene without its bird warns and does not panic.
	nobird := strings.Replace(string(data), `"name": "Bird"`, `"name": "Robin"`, 1)
	r2 := newRigData(t, "sling", []byte(nobird))
	r2.steps(10)
	if !strings.Contains(fmt.Sprint(r2.problems), `"Bird"`) {
		t.Errorf("no warning about the missing bird: %v", r2.problems)
	}
}

// TestParseBest checks the record reader.
func TestParseBest(t *testing.T) {
	got, errs := ParseBest([]byte("a 10\n\n b 20 \na 5\nc\nd x\n"))
	if got["a"] != 10 || got["b"] != 20 || len(got) != 2 {
		t.Errorf("read %v", got)
	}
	if len(errs) != 2 || !strings.Contains(errs[0].Error(), BestRecord+":5:") || !strings.Contains(errs[1].Error(), BestRecord+":6:") {
		t.Errorf("errors %v", errs)
	}
	if _, errs := ParseBest(make([]byte, MaxBestRecord+1)); len(errs) != 1 {
		t.Error("an oversized record is read")
	}
}

// FuzzParseBest: any bytes read without a panic; every score read is from
// 0 and every error names the record.
func FuzzParseBest(f *testing.F) {
	for _, s := range []string{"", "a 1\n", "sling-pig-tower 55450\npinball-griff 900\n", "x -1\n", "a 99999999999999999999999\n", " \n\t\n", "a\x00 1"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, errs := ParseBest(data)
		for k, v := range got {
			if v < 0 || k == "" {
				t.Errorf("read %q %d", k, v)
			}
		}
		for _, err := range errs {
			if !strings.HasPrefix(err.Error(), BestRecord+":") {
				t.Errorf("error %v does not name the record", err)
			}
		}
	})
}

// BenchmarkPinballStep measures a whole step of the pinball table with
// the ball in play (the physics world's step included).
func BenchmarkPinballStep(b *testing.B) {
	r := newRig(b, "pinball")
	r.steps(2)
	r.table().Phase = TablePlay
	r.hold(ActionLeft, true)
	r.steps(2)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		r.g.Step()
	}
}

// TestSteadyStepAllocatesNothing: the module's steps on a pinball table
// in play, the left flipper held, allocate nothing once the HUD line is
// written.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	r := newRig(t, "pinball")
	r.steps(2)
	r.table().Phase = TablePlay
	r.hold(ActionLeft, true)
	r.steps(5)
	s := r.sys()
	if n := testing.AllocsPerRun(200, func() {
		s.play(r.g)
		s.resolve(r.g)
	}); n != 0 {
		t.Errorf("the module's steps allocate %v times a step", n)
	}
}
