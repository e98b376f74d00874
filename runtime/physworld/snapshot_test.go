package physworld_test

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
)

// snapshotter is what the snapshot core asks of a system.
type snapshotter interface {
	AppendSnapshot(buf []byte) ([]byte, error)
	RestoreSnapshot(data []byte) error
}

// crateScene is a floor, a one-way platform, a stack of crates and a
// pendulum.
func crateScene() *scenes.Scene {
	s := scenes.NewScene("crates", nil)
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 200))
	scenes.Add(floor, physics.Collider{Shapes: []physics.Shape{physics.Box(1000, 20)}})
	plat := physics.Box(200, 8)
	plat.OneWay = physics.SideTop
	p := s.NewEntity("Platform", nil)
	p.Transform().SetPosition(griff.V(150, 100))
	scenes.Add(p, physics.Collider{Shapes: []physics.Shape{plat}})
	for i := range 30 {
		e := s.NewEntity(fmt.Sprintf("Crate%d", i), nil)
		e.Transform().SetPosition(griff.V(float64(i%6)*21-60+float64(i/6%2)*5, 80-float64(i/6)*21))
		scenes.Add(e, physics.Body{})
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(20, 20)}})
	}
	bob := s.NewEntity("Bob", nil)
	bob.Transform().SetPosition(griff.V(300, 0))
	scenes.Add(bob, physics.Body{})
	scenes.Add(bob, physics.Collider{Shapes: []physics.Shape{physics.Circle(8)}})
	scenes.Add(bob, physics.Joint{OtherAnchor: griff.V(200, -50)})
	return s
}

func newGame(t *testing.T, s *scenes.Scene) (*runtime.Game, snapshotter) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Scene: s}, physworld.NewSystem(physics.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	sys, ok := physworld.Of(g).(snapshotter)
	if !ok {
		t.Fatal("the physics system has no AppendSnapshot and RestoreSnapshot")
	}
	return g, sys
}

// playHash steps g n times and hashes every transform after each step.
func playHash(g *runtime.Game, n int) uint64 {
	h := fnv.New64a()
	for range n {
		g.Step()
		for e := range g.Scene().Walk() {
			fmt.Fprint(h, e.Transform().Position(), e.Transform().Rotation())
		}
	}
	return h.Sum64()
}

// TestSystemSnapshotRestore: a game stepped 60 steps (the crates still
// settling; a whole second, so the clock's steps of 16666666 and 16666667 ns
// line up with a new game's, as a restored clock would) and snapshotted (the
// scene copied through its file, the physics system through its snapshot)
// and a new game made from the copy and restored step on to the same bits;
// snapshot, restore, snapshot gives the same bytes; bad bytes are refused and
// leave the world as it was.
func TestSystemSnapshotRestore(t *testing.T) {
	g, sys := newGame(t, crateScene())
	playHash(g, 60)
	file, err := g.Scene().Marshal()
	if err != nil {
		t.Fatal(err)
	}
	snap, err := sys.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := playHash(g, 120)

	copied, err := scenes.ReadScene("crates", file, nil)
	if err != nil {
		t.Fatal(err)
	}
	g2, sys2 := newGame(t, copied)
	world := physworld.Of(g2).World()
	if err := sys2.RestoreSnapshot(snap[:len(snap)/2]); !errors.Is(err, physics.ErrBadSnapshot) {
		t.Errorf("RestoreSnapshot(half a snapshot) = %v, want ErrBadSnapshot", err)
	}
	if physworld.Of(g2).World() != world {
		t.Error("a refused snapshot replaced the world")
	}
	if err := sys2.RestoreSnapshot(snap); err != nil {
		t.Fatal(err)
	}
	again, err := sys2.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, snap) {
		t.Errorf("snapshot, restore, snapshot: %d bytes, then %d other bytes", len(snap), len(again))
	}
	if got := playHash(g2, 120); got != want {
		t.Errorf("the restored game stepped to %x, the original to %x", got, want)
	}
}
