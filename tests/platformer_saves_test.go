package tests

import (
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// stepMidSave is the step of midSaver.
var stepMidSave = runtime.NewStep("TestMidSave")

// midSaver saves the game in slot "mid" at step at and loads it back at step
// loadAt (once: the load takes the clock back before loadAt), and keeps the
// results the saves service reports on the steps after.
type midSaver struct {
	at, loadAt griff.Tick
	loaded     bool // the load was asked for
	again      bool // a step after the load ran step at+1 again: the clock went back
	results    []saves.Result
}

func (*midSaver) Name() string { return "TestMidSave" }

func (m *midSaver) Setup(g *runtime.Game) error {
	g.AddStep(stepMidSave, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		s, _ := saves.Of(g)
		m.results = append(m.results, s.Results()...)
		if m.loaded && g.Clock().Tick() == m.at+1 {
			m.again = true
		}
		if g.Clock().Tick() == m.at {
			s.Save("mid")
		}
		if g.Clock().Tick() == m.loadAt && !m.loaded {
			m.loaded = true
			s.Load("mid")
		}
	})
	return nil
}

// countingStore counts the writes of a memory store.
type countingStore struct {
	saves.MemoryStore
	writes atomic.Int32
}

func (c *countingStore) Write(name string, data []byte) error {
	c.writes.Add(1)
	return c.MemoryStore.Write(name, data)
}

// The platformer playthrough with a save store: the game saves at both
// levels' checkpoints, saves and loads mid-level, and ends with the recorded
// fingerprint: the load at step 900 puts the whole game (physics, scripts,
// scene) back to step 500, the recorded input is played again from there, and
// the run ends as if it had never gone back. The input state after the load is
// the one saved at step 500, not the one of step 900: a load keeps the live
// input state only when the input source cannot seek (package saves); the
// replay's script is moved back to step 500 with the game, so what it holds
// there is the saved state (issue 17 left this fingerprint as it was).
func TestPlatformerPlaythroughSaves(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "platformer")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join("testdata", "platformer.playthrough")
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough(file, f)
	if err != nil {
		t.Fatal(err)
	}
	store := &countingStore{}
	mid := &midSaver{at: 500, loadAt: 900}
	opts := hosting.Options{Saves: store, Systems: []runtime.System{mid}}
	g, err := hosting.Replay(lg, opts, p, time.Second/60)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(g); err != nil {
		t.Errorf("with saves: %v", err)
	}
	if n := store.writes.Load(); n != 3 {
		t.Errorf("%d writes, want 3 (the save mid-level and both checkpoints)", n)
	}
	data, err := store.Read(platformer.CheckpointSlot)
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := saves.Decode(data)
	if err != nil || h.Game != "Griff Meadow" || h.Content != lg.ContentHash() || h.Step <= 1042 || h.Step >= platformerSteps {
		t.Errorf("the checkpoint save: %+v, %v; want level 2's checkpoint of Griff Meadow", h, err)
	}
	t.Logf("the checkpoint save of level 2 is at step %d, %d bytes", h.Step, len(data))
	loaded := false
	for _, r := range mid.results {
		if r.Err != nil {
			t.Errorf("%v %s: %v", r.Op, r.Slot, r.Err)
		}
		loaded = loaded || r.Op == saves.OpLoad && r.Slot == "mid"
	}
	if !mid.again {
		t.Errorf("the game did not go back to step %d after the load at step %d", mid.at, mid.loadAt)
	}
	if !loaded {
		t.Errorf("results %v, want the load of slot mid", mid.results)
	}
}
