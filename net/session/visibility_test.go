package session_test

import (
	"testing"

	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/scenes"
)

// Mine is a component that makes its entity each machine's own while On.
type Mine struct {
	On bool `json:"on"`
}

// NetworkLocal implements session.Local.
func (m *Mine) NetworkLocal() bool { return m.On }

func init() { scenes.Register[Mine]("SessionTest.Mine") }

// TestLocalIsSentToNobody checks Visible and IsLocal on a local entity, its
// child, an entity whose Local says no, and a plain one, and that
// AppendVisible leaves the local ones out.
func TestLocalIsSentToNobody(t *testing.T) {
	sc := scenes.NewScene("t", nil)
	local := sc.NewEntity("Prefs", nil)
	scenes.Add(local, Mine{On: true})
	child := sc.NewEntity("Slider", local)
	off := sc.NewEntity("Off", nil)
	scenes.Add(off, Mine{})
	plain := sc.NewEntity("Plain", nil)
	for _, tc := range []struct {
		e     *scenes.Entity
		local bool
	}{{local, true}, {child, true}, {off, false}, {plain, false}} {
		if got := session.IsLocal(tc.e); got != tc.local {
			t.Errorf("IsLocal(%s) = %v, want %v", tc.e.Name(), got, tc.local)
		}
		for p := range session.PlayerID(3) {
			if got := session.Visible(tc.e, p); got == tc.local {
				t.Errorf("Visible(%s, %d) = %v, want %v", tc.e.Name(), p, got, !tc.local)
			}
		}
	}
	var f session.Frame
	if _, err := session.AppendVisible(&f, sc, 1, 0, nil); err != nil {
		t.Fatal(err)
	}
	if f.Len() != 2 {
		t.Errorf("the frame holds %d entities, want 2 (Off and Plain)", f.Len())
	}
	for _, e := range []*scenes.Entity{local, child} {
		if _, ok := f.Find(e.ID()); ok {
			t.Errorf("the frame holds the local entity %s", e.Name())
		}
	}
}
