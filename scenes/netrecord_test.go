package scenes_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// netRecords returns every entity's network record in hierarchy order.
func netRecords(t *testing.T, s *scenes.Scene) [][]byte {
	t.Helper()
	var out [][]byte
	for e := range s.Walk() {
		rec, err := e.AppendNetRecord(nil)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, rec)
	}
	return out
}

// mirror applies host's records to player, then destroys what host lacks.
func mirror(t *testing.T, host, player *scenes.Scene) {
	t.Helper()
	for _, rec := range netRecords(t, host) {
		if _, err := player.ApplyNetRecord(rec); err != nil {
			t.Fatal(err)
		}
	}
	var gone []*scenes.Entity
	for e := range player.Walk() {
		if host.Entity(e.ID()) == nil {
			gone = append(gone, e)
		}
	}
	for _, e := range gone {
		player.Destroy(e)
	}
}

func sameRecords(t *testing.T, what string, host, player *scenes.Scene) {
	t.Helper()
	a, b := netRecords(t, host), netRecords(t, player)
	if len(a) != len(b) {
		t.Fatalf("%s: player has %d entities, host %d", what, len(b), len(a))
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			t.Errorf("%s: record %d differs:\nhost   %x\nplayer %x", what, i, a[i], b[i])
		}
	}
}

// A player's scene follows the host's through network records: made, changed
// (moved, renamed, reparented, components added, changed and removed) and
// removed entities, with the host's ids.
func TestApplyNetRecord(t *testing.T) {
	host := scenes.NewScene("level", nil)
	player := scenes.NewScene("level", nil)
	player.NewEntity("local only", nil) // id 1 on the player, the host's 1 takes it over
	a := host.NewEntity("a", nil)
	b := host.NewEntity("b", a)
	c := host.NewEntity("c", nil)
	scenes.Add(a, Mover{Speed: 3, Velocity: griff.V(1, -2)})
	scenes.Add(b, Health{HP: 7, Max: 9})
	scenes.Add(c, Inventory{Items: []string{"key"}, Counts: map[string]int{"coin": 4}, Best: &Item{"gem", 2.5}})
	b.Transform().SetPosition(griff.V(10.25, -3))
	b.Transform().SetRotation(0.5)
	mirror(t, host, player)
	sameRecords(t, "made", host, player)
	if got := player.Entity(b.ID()); got == nil || got.Parent() == nil || got.Parent().ID() != a.ID() || got.Name() != "b" {
		t.Fatalf("entity b on the player is %v", got)
	}

	scenes.Get[Health](b).HP = 3
	scenes.Remove[Mover](a)
	scenes.Add(a, Tag{})
	b.SetParent(c)
	a.SetName("A")
	a.SetActive(false)
	c.Transform().Teleport(griff.V(-100, 4096.5))
	host.Destroy(host.Entity(a.ID()))
	d := host.NewEntity("d", c)
	scenes.Add(d, Hooked{N: 1})
	mirror(t, host, player)
	sameRecords(t, "changed", host, player)
	pb := player.Entity(b.ID())
	if got := scenes.Get[Health](pb); got == nil || got.HP != 3 {
		t.Errorf("b's health on the player is %+v, want HP 3", got)
	}
	if player.Entity(a.ID()) != nil {
		t.Error("a, destroyed on the host, is still on the player")
	}
	if !player.Entity(c.ID()).Transform().Jumped() {
		t.Error("c, teleported on the host, did not jump on the player")
	}
	// Hooked's Attached ran on the player (N 1 from the record, then 2).
	if got := scenes.Get[Hooked](player.Entity(d.ID())); got == nil || got.N != 2 {
		t.Errorf("d's Hooked on the player is %+v, want the host's N 2", got)
	}
}

// clocked has a field each machine works out itself.
type clocked struct {
	Frame   int
	Elapsed int64 `net:"-"`
}

func init() { scenes.Register[clocked]("Test.Clocked") }

// A field tagged net:"-" is not in a network record, and applying one keeps
// its value.
func TestNetRecordLocalField(t *testing.T) {
	host := scenes.NewScene("level", nil)
	e := host.NewEntity("e", nil)
	c := scenes.Add(e, clocked{Frame: 2, Elapsed: 99})
	rec, _ := e.AppendNetRecord(nil)
	c.Elapsed = 7
	if again, _ := e.AppendNetRecord(nil); !bytes.Equal(rec, again) {
		t.Error("a field tagged net:\"-\" changed the network record")
	}
	player := scenes.NewScene("level", nil)
	pe, err := player.ApplyNetRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	got := scenes.Get[clocked](pe)
	got.Elapsed = 5
	c.Frame = 3
	rec, _ = e.AppendNetRecord(nil)
	player.ApplyNetRecord(rec)
	if *got != (clocked{Frame: 3, Elapsed: 5}) {
		t.Errorf("the player's component is %+v, want Frame 3 from the host and its own Elapsed 5", *got)
	}
	// The whole-game snapshot still holds it.
	snap, _ := e.AppendSnapshotRecord(nil)
	if len(snap) < len(rec)+8 {
		t.Errorf("the snapshot record (%d bytes) lacks the field the network record (%d) leaves out", len(snap), len(rec))
	}
}

func TestNetRecordHead(t *testing.T) {
	s := scenes.NewScene("level", nil)
	p := s.NewEntity("p", nil)
	e := s.NewEntity("e", p)
	e.Transform().SetPosition(griff.V(1.0/3, 70000.125))
	e.Transform().SetScale(griff.V(-1, 2))
	rec, _ := e.AppendNetRecord(nil)
	h, err := scenes.ReadNetRecordHead(rec)
	if err != nil {
		t.Fatal(err)
	}
	want := scenes.NetRecordHead{ID: e.ID(), Parent: p.ID(), Active: true, Moved: true, Jumped: true,
		Position: griff.V(21.0/64, 70000.125), Scale: griff.V(-1, 2)}
	if h != want {
		t.Errorf("head is %+v, want %+v", h, want)
	}
	for n := range rec {
		if _, err := scenes.ReadNetRecordHead(rec[:n]); err == nil && n < 25 {
			t.Errorf("a record cut to %d bytes read", n)
		}
	}
}

// FuzzApplyNetRecord applies any bytes as a network record to a scene: it
// never panics.
func FuzzApplyNetRecord(f *testing.F) {
	s := scenes.NewScene("level", nil)
	a := s.NewEntity("a", nil)
	scenes.Add(a, Mover{Speed: 1})
	scenes.Add(a, Inventory{Items: []string{"x"}, Counts: map[string]int{"y": 1}})
	b := s.NewEntity("b", a)
	for _, e := range []*scenes.Entity{a, b} {
		rec, _ := e.AppendNetRecord(nil)
		f.Add(rec)
	}
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, rec []byte) {
		s := scenes.NewScene("level", nil)
		s.NewEntity("root", nil)
		s.ApplyNetRecord(rec)
	})
}
