package visual_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestSnapshotHoldsSnapshotOnlyFields: a camera's motion and an animation's
// fired events are not saved or hashed, but a scene snapshot holds them and
// reads them back.
func TestSnapshotHoldsSnapshotOnlyFields(t *testing.T) {
	sc := scenes.NewScene("level", nil)
	e := sc.NewEntity("Camera", nil)
	cam := scenes.Add(e, visual.Camera{Shake: 2})
	cam.Motion.Followed = 7
	anim := scenes.Add(e, visual.SpriteAnimation{Frame: 3})
	anim.Fire(12, "step")
	state, err := scenes.TypeOf[visual.Camera]().AppendState(nil, cam)
	if err != nil {
		t.Fatal(err)
	}
	cam.Motion.Followed = 9
	if again, _ := scenes.TypeOf[visual.Camera]().AppendState(nil, cam); !bytes.Equal(state, again) {
		t.Fatal("a camera's motion counts in its state bytes (the fingerprint)")
	}
	snap, err := sc.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	back, rest, err := scenes.ReadSnapshot(snap, nil, nil)
	if err != nil || len(rest) != 0 {
		t.Fatalf("ReadSnapshot: %v, %d bytes left", err, len(rest))
	}
	be := back.Find("Camera")
	if c := scenes.Get[visual.Camera](be); c == nil || c.Shake != 2 || c.Motion.Followed != 9 {
		t.Fatalf("the camera read back is %+v", c)
	}
	if a := scenes.Get[visual.SpriteAnimation](be); a == nil || a.Frame != 3 || !a.Fired(12, "step") || a.Fired(13, "step") {
		t.Fatalf("the animation read back lost its fired event: %+v", a)
	}
	again, err := back.AppendSnapshot(nil)
	if err != nil || !bytes.Equal(snap, again) {
		t.Fatalf("snapshot, read, snapshot gives other bytes (%v)", err)
	}
	be.Transform().SetPosition(griff.V(1, 2))
	if moved, _ := back.AppendSnapshot(nil); bytes.Equal(snap, moved) {
		t.Fatal("a moved entity's snapshot is the same bytes")
	}
}

// FuzzReadSnapshot feeds a scene snapshot reader any bytes: it never panics,
// and a scene it reads takes a snapshot again.
func FuzzReadSnapshot(f *testing.F) {
	sc := scenes.NewScene("level", nil)
	root := sc.NewEntity("Root", nil)
	e := sc.NewEntity("Camera", root)
	scenes.Add(e, visual.Camera{Shake: 1})
	scenes.Add(e, visual.Text{Text: "hi"})
	a := scenes.Add(sc.NewEntity("Anim", root), visual.SpriteAnimation{Frame: 1})
	a.Fire(3, "x")
	snap, err := sc.AppendSnapshot(nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(snap)
	f.Add(snap[:len(snap)/2])
	f.Fuzz(func(t *testing.T, data []byte) {
		back, _, err := scenes.ReadSnapshot(data, nil, nil)
		if err != nil {
			return
		}
		if _, err := back.AppendSnapshot(nil); err != nil {
			t.Fatalf("a scene read from a snapshot cannot take one: %v", err)
		}
	})
}
