package physics_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// wakeCase is a stack of n 20×20 boxes in cols columns on a static floor,
// every second one FixedRotation, that game code changes before the step of
// tick free (every third body loses FixedRotation and is thrown spinning)
// and of tick turn (every fifth is turned to 0.5), as the tester of issue 12
// did.
type wakeCase struct{ n, cols, free, turn int }

func (c wakeCase) build() *rig {
	r := newRig(nil, physics.Options{})
	r.floor(0)
	for i := range c.n {
		col, row := i%c.cols, i/c.cols
		r.body(fmt.Sprint("Box", i), griff.V(float64(col)*20-150, -10-float64(row)*20),
			physics.Body{FixedRotation: i%2 == 0}, physics.Box(20, 20))
	}
	return r
}

// change is what game code does to s before the step of tick (1-based).
func (c wakeCase) change(s *scenes.Scene, tick int) {
	if tick != c.free && tick != c.turn {
		return
	}
	i := 0
	for e := range s.Walk() {
		b := scenes.Get[physics.Body](e)
		if b == nil {
			continue
		}
		if tick == c.free && i%3 == 0 {
			b.FixedRotation = false
			b.AngularVelocity = 3
			b.Velocity = griff.V(40, -100)
		}
		if tick == c.turn && i%5 == 0 {
			e.Transform().SetRotation(0.5)
		}
		i++
	}
}

// play plays s and w from tick from+1 to len(want), changing them as game
// code does, and returns the first tick whose state hash differs from
// want's (index tick-1), or 0.
func (c wakeCase) play(s *scenes.Scene, w *physics.World, from int, want []uint64) int {
	for tick := from + 1; tick <= len(want); tick++ {
		c.change(s, tick)
		if stateHash(s, w, 1) != want[tick-1] {
			return tick
		}
	}
	return 0
}

// TestRestoreWakesSleepers: a stack asleep, woken by game code right after
// a restore or a few steps after it (FixedRotation off, velocities, a
// rotation set), steps to the same bits as the stack that never stopped,
// restored into a new world and rewound within one world (the Timeline's
// way: the second restore goes into the world the first replaced). cp keeps
// the arbiter of two sleeping bodies that stopped touching in its cache, its
// contacts in a buffer later steps write over, and warm-starts from that
// memory when they touch again: a restore must put back cp's ring of contact
// buffers and where each arbiter's contacts lie (snapbuffers.go). Before,
// the restored world drifted at the step that woke the stack (and a new
// world panicked on waking a body before its first step).
func TestRestoreWakesSleepers(t *testing.T) {
	c := wakeCase{n: 100, cols: 5, free: 150, turn: 200}
	end := c.turn + 20
	want := make([]uint64, end)
	r0 := c.build()
	for tick := 1; tick <= end; tick++ {
		c.change(r0.s, tick)
		want[tick-1] = stateHash(r0.s, r0.w, 1)
	}
	for _, at := range []int{c.free - 2, c.free - 1, c.free, c.free + 2, c.turn - 1, c.turn, c.turn + 3} {
		r := c.build()
		if tick := c.play(r.s, r.w, 0, want[:at]); tick != 0 {
			t.Fatalf("two runs differ at tick %d", tick)
		}
		asleep := sleeping(r.s, r.w)
		scene, err := r.s.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		snap, err := r.w.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		s2, w2 := restored(t, scene, snap, physics.Options{})
		if tick := c.play(s2, w2, at, want); tick != 0 {
			t.Errorf("restored at tick %d (%d bodies asleep) into a new world: differs from tick %d", at, asleep, tick)
		}
		for k, stop := range []int{at + 10, at + 30} {
			if tick := c.play(r.s, r.w, at, want[:min(end, stop)]); tick != 0 {
				t.Errorf("rewound (%d) to tick %d (%d bodies asleep): differs from tick %d", k, at, asleep, tick)
			}
			s3, err := scenes.ReadScene("copy", scene, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.w.RestoreSnapshotIn(s3, snap); err != nil {
				t.Fatal(err)
			}
			r.s = s3
		}
		if tick := c.play(r.s, r.w, at, want); tick != 0 {
			t.Errorf("rewound (2) to tick %d (%d bodies asleep): differs from tick %d", at, asleep, tick)
		}
	}
}
