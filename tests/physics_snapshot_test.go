package tests

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	_ "github.com/griffengine/griff/modules/all"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/physworld"
)

// physicsSnapshotter is what the snapshot core asks of the physics system.
type physicsSnapshotter interface {
	AppendSnapshot(buf []byte) ([]byte, error)
	RestoreSnapshot(data []byte) error
}

// builtinGame starts the built-in game with the tutorial's walk and jumps.
func builtinGame(t testing.TB) (*runtime.Game, physicsSnapshotter) {
	t.Helper()
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	events := holds("right", 30, 440, "jump", 70, 95, "jump", 160, 185, "jump", 200, 225, "jump", 300, 325)
	g, err := lg.NewGame(hosting.Options{Input: input.NewScript(events), Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	sys, ok := physworld.Of(g).(physicsSnapshotter)
	if !ok {
		t.Fatal("the physics system has no AppendSnapshot and RestoreSnapshot")
	}
	return g, sys
}

// TestBuiltinGamePhysicsSnapshot plays the built-in game to step 450 twice:
// once straight through, once restoring the physics system from its own
// snapshot at steps 1, 100, 180 and 300 (the scene is still as it was, so
// only the physics world is put back: every cp object is new). Both end with
// the same fingerprint, and each snapshot, restored and taken again, gives
// the same bytes.
func TestBuiltinGamePhysicsSnapshot(t *testing.T) {
	g, _ := builtinGame(t)
	for g.Clock().Tick() < 450 {
		g.Step()
	}
	want := g.Fingerprint()

	g, sys := builtinGame(t)
	at := map[int]bool{1: true, 100: true, 180: true, 300: true}
	for g.Clock().Tick() < 450 {
		g.Step()
		if !at[int(g.Clock().Tick())] {
			continue
		}
		snap, err := sys.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		before := physworld.Of(g).World()
		if err := sys.RestoreSnapshot(snap); err != nil {
			t.Fatal(err)
		}
		again, err := sys.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, snap) {
			t.Errorf("step %d: snapshot, restore, snapshot gives other bytes (%d, %d)", g.Clock().Tick(), len(snap), len(again))
		}
		if physworld.Of(g).World() != before {
			t.Errorf("step %d: the restore replaced the world of an unchanged scene", g.Clock().Tick())
		}
	}
	if got := g.Fingerprint(); got != want {
		t.Errorf("with physics restored along the way the game ends at %s, straight through at %s", got, want)
	}
}

// BenchmarkBuiltinGamePhysicsSnapshot measures, in one run, a whole step of
// the built-in game (at step 200 of the tutorial's walk), a snapshot of its
// physics system into a reused buffer, and restoring it.
func BenchmarkBuiltinGamePhysicsSnapshot(b *testing.B) {
	g, sys := builtinGame(b)
	for g.Clock().Tick() < 200 {
		g.Step()
	}
	snap, err := sys.AppendSnapshot(nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("Step", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			g.Step()
		}
	})
	b.Run("Snapshot", func(b *testing.B) {
		b.ReportAllocs()
		var buf []byte
		for b.Loop() {
			if buf, err = sys.AppendSnapshot(buf[:0]); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(len(buf)), "bytes/snapshot")
	})
	b.Run("Restore", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := sys.RestoreSnapshot(snap); err != nil {
				b.Fatal(err)
			}
		}
	})
}
