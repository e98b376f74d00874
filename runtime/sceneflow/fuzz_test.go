package sceneflow_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/sceneflow"
)

// snapshotter returns the game's scene-change system as a Snapshotter.
func snapshotter(t testing.TB, g *runtime.Game) runtime.Snapshotter {
	for _, s := range g.Systems() {
		if s.Name() == "Scenes" {
			return s.(runtime.Snapshotter)
		}
	}
	t.Fatal("no scene-change system")
	return nil
}

// midFade returns the scene-change system's snapshot of a game in the field,
// the town remembered, 10 steps into the fade back to it.
func midFade(t testing.TB) []byte {
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{Scenes: world, StartScene: "town"})
	if err != nil {
		t.Fatal(err)
	}
	g.Step()
	sceneflow.Of(g).Change("field")
	g.Step()
	messages.Of(g).Send(nil, messages.Entity(g.Scene().Find("Exit")), "go")
	for range 10 {
		g.Step()
	}
	b, err := snapshotter(t, g).AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// FuzzRestoreSnapshot: any bytes given to the system's RestoreSnapshot are
// refused with an error or taken; taken, they write back to bytes that read
// the same, and going to every scene they remember warns or works, never
// panics.
func FuzzRestoreSnapshot(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0})
	f.Add([]byte{1, 4, 0, 0, 0, 't', 'o', 'w', 'n'})
	f.Add(midFade(f))
	f.Fuzz(func(t *testing.T, data []byte) {
		g := newGame(t, world, "field")
		sn := snapshotter(t, g)
		if err := sn.RestoreSnapshot(data); err != nil {
			return
		}
		b1, err := sn.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := sn.RestoreSnapshot(b1); err != nil {
			t.Fatalf("its own snapshot refused: %v", err)
		}
		if b2, _ := sn.AppendSnapshot(nil); !bytes.Equal(b1, b2) {
			t.Fatalf("written twice, the snapshot differs")
		}
		for range 3 {
			g.Step()
		}
		for _, name := range sceneflow.Of(g).Remembered() {
			for i := 0; i < 100 && sceneflow.Of(g).Changing(); i++ {
				g.Step()
			}
			sceneflow.Of(g).Change(name)
			g.Step()
		}
	})
}
