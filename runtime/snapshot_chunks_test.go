package runtime_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
)

// blobSystem holds a few kilobytes of state that change a little each step,
// from the game's Rand: one byte rewritten, and now and then the state grown
// or shrunk at a random place (so the bytes after it move), as a physics
// world's part changes.
type blobSystem struct {
	data []byte
}

var blobStep = runtime.NewStep("Test.Blob")

func (*blobSystem) Name() string { return "Blob" }

func (s *blobSystem) Setup(g *runtime.Game) error {
	s.data = make([]byte, 3000)
	for i := range s.data {
		s.data[i] = byte(i * 7)
	}
	g.AddStep(blobStep, runtime.InPhase(runtime.PhaseLogic), s.step)
	return nil
}

func (s *blobSystem) step(g *runtime.Game) {
	r := g.Rand()
	s.data[r.IntRange(0, len(s.data)-1)]++
	switch at := r.IntRange(0, len(s.data)-1); {
	case r.Chance(0.05):
		s.data = append(s.data[:at], append([]byte{1, 2, 3}, s.data[at:]...)...)
	case r.Chance(0.05) && len(s.data) > 100:
		s.data = append(s.data[:at], s.data[min(at+3, len(s.data)):]...)
	}
}

func (s *blobSystem) AppendSnapshot(buf []byte) ([]byte, error) {
	return append(buf, s.data...), nil
}

func (s *blobSystem) RestoreSnapshot(data []byte) error {
	s.data = append(s.data[:0], data...)
	return nil
}

// TestTimelineChunksAreSnapshots: a timeline of a game whose systems' state
// changes a little each step (and grows and shrinks) keeps each step's
// snapshot as Game.Snapshot wrote it then (the newest and older ones, whose
// chunks later steps share), through rewinds to several points and play on
// from there; and a steady step stores much less than the state (its
// unchanged chunks are shared).
func TestTimelineChunksAreSnapshots(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{Seed: 3}, motion.NewSystem(), &blobSystem{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 { // one moving, two still
		e := g.Scene().NewEntity("Thing", nil)
		scenes.Add(e, motion.Mover{Velocity: griff.V(float64(i%2), 0)})
	}
	tl := runtime.NewTimeline(g, 1)
	snaps := map[griff.Tick][]byte{}
	var whole []byte
	small := 0
	for i := range 400 {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
		if i > 10 && tl.Stats().Bytes < 2000 {
			small++
		}
		snap, err := g.Snapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		snaps[tl.Newest()] = snap
		for _, tick := range []griff.Tick{tl.Newest(), tl.Oldest(), tl.Newest() - griff.Tick(i%23)} {
			var ok bool
			if whole, ok = tl.Bytes(whole[:0], tick); !ok && tick >= tl.Oldest() {
				t.Fatalf("step %d: no snapshot of step %d", tl.Newest(), tick)
			}
			if ok && !bytes.Equal(whole, snaps[tick]) {
				t.Fatalf("step %d: the timeline's snapshot of step %d is not Game.Snapshot's bytes then", tl.Newest(), tick)
			}
		}
		if i%97 == 96 { // rewind a few steps and play on
			if err := tl.Rewind(tl.Newest() - griff.Tick(i%13)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if small < 300 {
		t.Errorf("%d steps of 400 stored less than 2000 bytes, want most (the blob alone is 3000)", small)
	}
}
