package tests

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The -update flag may be defined by another test file of this package; define
// it here only if none did, and read it by name.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files and recorded playthroughs")
	}
}

func updating() bool {
	f := flag.Lookup("update")
	if f == nil {
		return false
	}
	on, _ := f.Value.(flag.Getter).Get().(bool)
	return on
}

// platformerSteps is how long the platformer playthrough lasts: level 1 ends at
// step 487 and level 2's goal is reached before step 1000.
const platformerSteps = 1020

// platformerScript plays the platformer template to the end by hand: hold right
// all the way, and jump (holding for half a second) at these steps: over level
// 1's block, pit and enemy dip, then over level 2's pit, crate and step, enemy
// dip and spikes.
func platformerScript() []input.Event {
	ev := []input.Event{{Tick: 1, Action: "right", Down: true, Value: 1}}
	for _, j := range []griff.Tick{55, 128, 237, 580, 692, 779, 930} {
		ev = append(ev, input.Event{Tick: j, Action: "jump", Down: true, Value: 1}, input.Event{Tick: j + 30, Action: "jump"})
	}
	return ev
}

func TestPlatformerTemplatePlaythrough(t *testing.T) {
	lg, err := hosting.Load(platformer.Template(), "platformer")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join("testdata", "platformer.playthrough")
	rec, err := hosting.Record(lg, hosting.Options{}, input.NewScript(platformerScript()), platformerSteps)
	if err != nil {
		t.Fatal(err)
	}
	if updating() {
		var b bytes.Buffer
		if err := rec.Write(&b); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("%v (record it with go test ./tests -run TestPlatformerTemplatePlaythrough -update)", err)
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough(file, f)
	if err != nil {
		t.Fatal(err)
	}
	if p.Fingerprint != rec.Fingerprint {
		t.Errorf("playing the script now ends in %s, the recorded playthrough in %s", rec.Fingerprint, p.Fingerprint)
	}
	for _, fps := range []int{30, 60, 144} {
		var problems []scenes.Problem
		opts := hosting.Options{Problems: func(pr scenes.Problem) { problems = append(problems, pr) }}
		g, err := hosting.Replay(lg, opts, p, time.Second/time.Duration(fps))
		if err != nil {
			t.Fatalf("replay at %d frames a second: %v", fps, err)
		}
		if err := p.Check(g); err != nil {
			t.Errorf("replay at %d frames a second: %v", fps, err)
		}
		checkPlatformerFinished(t, g, fps)
		for _, pr := range problems {
			t.Errorf("at %d frames a second: problem %v", fps, pr)
		}
	}
}

// checkPlatformerFinished asserts the game is in level 2 with its goal (the last:
// no next scene) reached.
func checkPlatformerFinished(t *testing.T, g *runtime.Game, fps int) {
	t.Helper()
	if g.Clock().Tick() != platformerSteps {
		t.Errorf("at %d frames a second: replay ended at step %d, want %d", fps, g.Clock().Tick(), platformerSteps)
	}
	goal := g.Scene().Find("Goal")
	var gl *platformer.Goal
	if goal != nil {
		gl = scenes.Get[platformer.Goal](goal)
	}
	if gl == nil || !gl.Reached || gl.Next != "" || filepath.Base(g.Scene().Name()) != "level2.json" {
		t.Errorf("at %d frames a second: scene %s, goal %+v; want level2 with its last goal reached", fps, g.Scene().Name(), gl)
	}
	if inv := scenes.Get[platformer.Inventory](g.Scene().Find("Player")); inv == nil || inv.Coins != 10 {
		t.Errorf("at %d frames a second: inventory %+v, want 10 coins (6 from level 1, 4 from level 2)", fps, inv)
	}
}
