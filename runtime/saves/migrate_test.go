package saves_test

import (
	"encoding/binary"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// Two versions of a component type. A process registers a name once, so the
// old one is registered under another name and renamed in the save's schema,
// as if the save had been made by the build that had it.
type (
	crateOld struct {
		A int
		B float64
		C string
	}
	crateNew struct {
		A int64
		C string
		D bool
	}
	crateGone struct{ N int }
)

func init() {
	scenes.Register[crateOld]("Test.SavesCrateOld")
	scenes.Register[crateNew]("Test.SavesCrate")
	scenes.Register[crateGone]("Test.SavesGone")
}

// keeper is a system with state (a count it adds to each step), saved under
// its name.
type keeper struct {
	name string
	n    uint64
}

func (k *keeper) Name() string { return k.name }
func (k *keeper) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Test."+k.name), runtime.InPhase(runtime.PhaseLogic), func(*runtime.Game) { k.n++ })
	return nil
}
func (k *keeper) AppendSnapshot(buf []byte) ([]byte, error) {
	return binary.LittleEndian.AppendUint64(buf, k.n), nil
}
func (k *keeper) RestoreSnapshot(data []byte) error {
	if len(data) != 8 {
		return saves.ErrDamaged
	}
	k.n = binary.LittleEndian.Uint64(data)
	return nil
}

func migratingGame(t *testing.T, store saves.Store, systems ...runtime.System) (*runtime.Game, *saves.System) {
	t.Helper()
	sys := saves.NewSystem(saves.Options{Store: store, Game: "Test", Engine: "test",
		Snapshot: (*runtime.Game).Snapshot, Restore: (*runtime.Game).Restore, Migrate: (*runtime.Game).RestoreMigrated})
	g, err := runtime.NewGame(runtime.Options{Seed: 7}, append(systems, sys)...)
	if err != nil {
		t.Fatal(err)
	}
	return g, sys
}

// renameInSave rewrites the save in store as if crateOld had been saved as
// Test.SavesCrate and crateGone as a type this build no longer has.
func renameInSave(t *testing.T, store *saves.MemoryStore) {
	t.Helper()
	names, _ := store.List()
	if len(names) != 1 {
		t.Fatalf("store holds %v, want one save", names)
	}
	data, _ := store.Read(names[0])
	h, snap, err := saves.Decode(data)
	must(t, err)
	s, err := scenes.ReadTypesSchema(h.Schema)
	must(t, err)
	for i := range s.Components {
		switch c := &s.Components[i]; c.Name {
		case "Test.SavesCrateOld":
			c.Name = "Test.SavesCrate"
		case "Test.SavesCrate":
			c.Name = "Test.SavesCrateNotThen"
		case "Test.SavesGone":
			c.Name = "Test.SavesRemoved"
		}
	}
	h.Schema = s.AppendBinary(nil)
	must(t, store.Write(names[0], saves.Encode(nil, h, snap)))
}

// A save made by a build whose component type had {A int; B float64;
// C string}, loaded by one where it is {A int64; C string; D bool}: A is
// converted, B dropped, D keeps its default, a removed type's components are
// dropped, a system the game no longer has is dropped and one the save did
// not hold keeps its state, each with one warning; the game plays on.
func TestLoadMigrates(t *testing.T) {
	store := &saves.MemoryStore{}
	old := &keeper{name: "OldKeeper"}
	g, s := migratingGame(t, store, old)
	sc := scenes.NewScene("level", g.Problems())
	e := sc.NewEntity("Crate", nil)
	scenes.Add(e, crateOld{A: 7, B: 2.5, C: "hi"})
	scenes.Add(e, crateGone{N: 1})
	g.SetScene(sc)
	step(g, s)
	must(t, s.Save("1"))
	step(g, s)
	must(t, s.Flush(g))
	renameInSave(t, store)

	kept := &keeper{name: "NewKeeper", n: 40}
	g2, s2 := migratingGame(t, store, kept)
	must(t, s2.Load("1"))
	s2.Between(g2)
	if r := s2.Results(); len(r) != 1 || r[0].Err != nil {
		t.Fatalf("load results = %v", r)
	}
	got := g2.Scene().Find("Crate")
	if got == nil || scenes.Get[crateOld](got) != nil || scenes.Get[crateGone](got) != nil {
		t.Fatalf("loaded Crate = %v, want only the new type", got)
	}
	if c := scenes.Get[crateNew](got); c == nil || *c != (crateNew{A: 7, C: "hi"}) {
		t.Errorf("loaded crate = %+v, want {A:7 C:hi D:false}", c)
	}
	var warns []string
	for _, p := range g2.Problems().List() {
		warns = append(warns, p.Message)
	}
	for _, want := range []string{
		"system OldKeeper keeps no state in this game any more",
		"system NewKeeper: the save holds no state of it",
		"component Test.SavesRemoved no longer exists: its 1 saved components were dropped",
		"component Test.SavesCrate changed since the save was made: fields dropped (no longer in the type): B; fields given their default (new in the type): D",
	} {
		if n := countContaining(warns, want); n != 1 {
			t.Errorf("problem log has %d lines with %q, want 1:\n%s", n, want, strings.Join(warns, "\n"))
		}
	}
	if len(warns) != 4 {
		t.Errorf("problem log has %d lines, want 4:\n%s", len(warns), strings.Join(warns, "\n"))
	}
	tick := g2.Clock().Tick()
	for range 3 {
		step(g2, s2)
	}
	if g2.Clock().Tick() != tick+3 || kept.n != 43 || g2.Scene().Find("Crate") == nil {
		t.Errorf("after 3 steps: tick %d (want %d), NewKeeper %d (want 43)", g2.Clock().Tick(), tick+3, kept.n)
	}
}

func countContaining(lines []string, s string) int {
	return len(slices.DeleteFunc(slices.Clone(lines), func(l string) bool { return !strings.Contains(l, s) }))
}

// loadBench returns a game, the snapshot of a scene of 1,000 entities with a
// crateOld each, and the schema of a build where crateOld was
// Test.SavesCrate (so every entity's component changed).
func loadBench(b *testing.B) (*runtime.Game, []byte, []byte) {
	g, err := runtime.NewGame(runtime.Options{Seed: 7})
	if err != nil {
		b.Fatal(err)
	}
	sc := scenes.NewScene("level", g.Problems())
	for i := range 1000 {
		scenes.Add(sc.NewEntity("Crate", nil), crateOld{A: i, B: 2.5, C: "hi"})
	}
	g.SetScene(sc)
	g.Step()
	snap, err := g.Snapshot(nil)
	if err != nil {
		b.Fatal(err)
	}
	s, err := scenes.ReadTypesSchema(scenes.AppendTypesSchema(nil))
	if err != nil {
		b.Fatal(err)
	}
	for i := range s.Components {
		switch c := &s.Components[i]; c.Name {
		case "Test.SavesCrateOld":
			c.Name = "Test.SavesCrate"
		case "Test.SavesCrate":
			c.Name = "Test.SavesCrateNotThen"
		}
	}
	return g, snap, s.AppendBinary(nil)
}

// BenchmarkRestore_1k is a plain load's restore of 1,000 entities.
func BenchmarkRestore_1k(b *testing.B) {
	g, snap, _ := loadBench(b)
	b.ReportAllocs()
	for b.Loop() {
		if err := g.Restore(snap); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRestoreMigrated_1k is the restore of the same save by a build
// where every entity's component changed.
func BenchmarkRestoreMigrated_1k(b *testing.B) {
	g, snap, schema := loadBench(b)
	b.ReportAllocs()
	for b.Loop() {
		if err := g.RestoreMigrated(snap, schema); err != nil {
			b.Fatal(err)
		}
	}
}
