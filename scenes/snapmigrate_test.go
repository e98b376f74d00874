package scenes_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// Two versions of one component type. A process can register a name once,
// so the test registers the old one under another name and renames it in the
// schema, as if the save had been made by the build that had it.
type (
	thingOld struct {
		A     int
		B     float64
		C     string
		Inner innerOld
		List  []innerOld
		Big   int64
		P     [2]float64 // an array without references: a snapshot holds its bytes
	}
	thingNew struct {
		A     int64
		C     string
		D     bool
		Inner innerNew
		List  []innerNew
		Big   int8 // 300 does not fit
		P     [2]float64
	}
	innerOld struct{ X, Y int32 }
	innerNew struct {
		Y float64
		Z string
	}
	gone struct{ N int }
)

func init() {
	scenes.Register[thingOld]("Test.MigrateThingOld")
	scenes.Register[thingNew]("Test.MigrateThing")
	scenes.Register[gone]("Test.MigrateGone")
}

// oldBuild returns the schema of a build where thingOld was saved as
// "Test.MigrateThing" and gone as "Test.MigrateRemoved" (a type the game no
// longer has).
func oldBuild(t testing.TB) *scenes.TypesSchema {
	s, err := scenes.ReadTypesSchema(scenes.AppendTypesSchema(nil))
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.Components {
		c := &s.Components[i]
		switch c.Name {
		case "Test.MigrateThingOld":
			c.Name = "Test.MigrateThing"
		case "Test.MigrateThing":
			c.Name = "Test.MigrateNotThen"
		case "Test.MigrateGone":
			c.Name = "Test.MigrateRemoved"
		}
	}
	// Through bytes, as a save holds it.
	s, err = scenes.ReadTypesSchema(s.AppendBinary(nil))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestReadSnapshotMigrating(t *testing.T) {
	sc := scenes.NewScene("level", nil)
	e := sc.NewEntity("Crate", nil)
	scenes.Add(e, thingOld{A: 7, B: 2.5, C: "hi", Inner: innerOld{X: 1, Y: -3},
		List: []innerOld{{1, 2}, {3, 4}}, Big: 300, P: [2]float64{1.5, -2}})
	scenes.Add(e, gone{N: 4})
	plain := sc.NewEntity("Plain", nil)
	scenes.Add(plain, gone{N: 5})
	data, err := sc.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	m := scenes.NewMigration(oldBuild(t))
	if !m.Changed() {
		t.Fatal("Changed() = false for a schema with a changed type")
	}
	got, rest, err := scenes.ReadSnapshotMigrating(data, nil, nil, m)
	if err != nil || len(rest) != 0 {
		t.Fatalf("ReadSnapshotMigrating: %v (%d bytes left)", err, len(rest))
	}
	ge := got.Find("Crate")
	if ge == nil || scenes.Get[thingOld](ge) != nil || scenes.Get[gone](ge) != nil {
		t.Fatalf("Crate = %v: want only the new type", ge)
	}
	th := scenes.Get[thingNew](ge)
	want := thingNew{A: 7, C: "hi", Inner: innerNew{Y: -3}, List: []innerNew{{Y: 2}, {Y: 4}}, P: [2]float64{1.5, -2}}
	if th == nil || th.A != want.A || th.C != want.C || th.D || th.Inner != want.Inner || !slices.Equal(th.List, want.List) || th.Big != 0 || th.P != want.P {
		t.Fatalf("migrated component = %+v, want %+v", th, want)
	}
	warns := m.Warnings()
	wantWarns := []string{
		"component Test.MigrateRemoved no longer exists: its 2 saved components were dropped",
		"component Test.MigrateThing changed since the save was made: fields dropped (no longer in the type): B, Inner.X, List[].X; " +
			"fields given their default (new in the type): D, Inner.Z, List[].Z; values dropped (they do not fit the field's new type): Big (on Crate#1)",
	}
	if !slices.Equal(warns, wantWarns) {
		t.Errorf("Warnings() =\n%s\nwant\n%s", strings.Join(warns, "\n"), strings.Join(wantWarns, "\n"))
	}
}

// A value that no longer fits names the first entities it was on and counts
// the rest; an entity whose value fits is not named.
func TestMigrationNamesUnfitEntities(t *testing.T) {
	sc := scenes.NewScene("level", nil)
	for i, big := range []int64{300, 5, 300, 300, 300, 300} {
		scenes.Add(sc.NewEntity(fmt.Sprintf("Crate%d", i), nil), thingOld{Big: big})
	}
	data, err := sc.AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	m := scenes.NewMigration(oldBuild(t))
	got, _, err := scenes.ReadSnapshotMigrating(data, nil, nil, m)
	if err != nil {
		t.Fatal(err)
	}
	if th := scenes.Get[thingNew](got.Find("Crate1")); th == nil || th.Big != 5 {
		t.Fatalf("Crate1's fitting value = %+v, want Big 5", th)
	}
	const want = "values dropped (they do not fit the field's new type): Big (on Crate0#1, Crate2#3, Crate3#4 and 2 more)"
	if w := m.Warnings(); len(w) != 1 || !strings.HasSuffix(w[0], want) {
		t.Errorf("Warnings() = %q, want one ending %q", w, want)
	}
}

// A schema read from this build's own types changes nothing, and a snapshot
// read through it is the same snapshot.
func TestReadSnapshotMigratingSameBuild(t *testing.T) {
	sc := scenes.NewScene("level", nil)
	scenes.Add(sc.NewEntity("A", nil), thingNew{A: 3, C: "x", List: []innerNew{{Y: 1, Z: "z"}}})
	data, _ := sc.AppendSnapshot(nil)
	s, err := scenes.ReadTypesSchema(scenes.AppendTypesSchema(nil))
	if err != nil {
		t.Fatal(err)
	}
	m := scenes.NewMigration(s)
	if m.Changed() {
		t.Error("Changed() = true for this build's own schema")
	}
	got, _, err := scenes.ReadSnapshotMigrating(data, nil, nil, m)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := got.AppendSnapshot(nil)
	if string(again) != string(data) || len(m.Warnings()) != 0 {
		t.Errorf("snapshot read through the same schema differs (%d vs %d bytes) or warns %v", len(again), len(data), m.Warnings())
	}
}

func TestReadTypesSchemaRefuses(t *testing.T) {
	good := scenes.AppendTypesSchema(nil)
	for _, tc := range []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"cut short", good[:len(good)/2]},
		{"left over", append(slices.Clip(good), 0)},
		{"bad magic", append([]byte("XSCH"), good[4:]...)},
		// one type: a struct of 8 bytes holding a field of type 5 (not in the table)
		{"bad reference", []byte("GSCH\x01\x01\x19\x08\x01\x01a\x00\x01\x05\x00")},
		// one type: a struct holding itself by value
		{"holds itself", []byte("GSCH\x01\x01\x19\x08\x01\x01a\x00\x01\x00\x00")},
		// one type: an int of 3 bytes
		{"bad size", []byte("GSCH\x01\x01\x02\x03\x00")},
	} {
		if _, err := scenes.ReadTypesSchema(tc.data); err == nil {
			t.Errorf("%s: ReadTypesSchema took it", tc.name)
		}
	}
}

// FuzzReadTypesSchema checks that the schema reader never panics, and that
// what it takes is written back to bytes it reads the same and can read snapshots without
// panicking.
func FuzzReadTypesSchema(f *testing.F) {
	f.Add(scenes.AppendTypesSchema(nil))
	f.Add([]byte("GSCH\x01\x01\x19\x08\x01\x01a\x00\x01\x00\x00"))
	sc := scenes.NewScene("level", nil)
	scenes.Add(sc.NewEntity("Crate", nil), thingOld{A: 7, C: "hi", List: []innerOld{{1, 2}}})
	snap, _ := sc.AppendSnapshot(nil)
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := scenes.ReadTypesSchema(data)
		if err != nil {
			return
		}
		again := s.AppendBinary(nil)
		s2, err := scenes.ReadTypesSchema(again)
		if err != nil {
			t.Fatalf("schema written back is refused: %v", err)
		}
		if third := s2.AppendBinary(nil); string(third) != string(again) {
			t.Fatalf("schema written back twice differs:\n%x\n%x", third, again)
		}
		_, _, _ = scenes.ReadSnapshotMigrating(snap, nil, nil, scenes.NewMigration(s))
	})
}

// benchScene returns the snapshot of a scene of n entities, each with a
// thingOld (which oldBuild's schema says changed).
func benchScene(b *testing.B, n int) []byte {
	sc := scenes.NewScene("level", nil)
	for i := range n {
		scenes.Add(sc.NewEntity("Crate", nil), thingOld{A: i, B: 2.5, C: "hi", Inner: innerOld{X: 1, Y: 2},
			List: []innerOld{{1, 2}, {3, 4}}, Big: 3})
	}
	data, err := sc.AppendSnapshot(nil)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// BenchmarkReadSnapshot_1k reads a scene of 1,000 entities as Restore does.
func BenchmarkReadSnapshot_1k(b *testing.B) {
	data := benchScene(b, 1000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := scenes.ReadSnapshot(data, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadSnapshotMigrating_1k_same reads it through this build's own
// schema: every type on the fast path.
func BenchmarkReadSnapshotMigrating_1k_same(b *testing.B) {
	data := benchScene(b, 1000)
	s, err := scenes.ReadTypesSchema(scenes.AppendTypesSchema(nil))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := scenes.ReadSnapshotMigrating(data, nil, nil, scenes.NewMigration(s)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadSnapshotMigrating_1k_changed reads it through a schema where
// every entity's component changed: each record moved field by field.
func BenchmarkReadSnapshotMigrating_1k_changed(b *testing.B) {
	data := benchScene(b, 1000)
	s := oldBuild(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := scenes.ReadSnapshotMigrating(data, nil, nil, scenes.NewMigration(s)); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzReadSnapshotMigrating reads any bytes as a scene snapshot of a build
// whose thingOld changed (every record of it read by the old schema): it
// never panics, and what it takes it writes back as a snapshot.
func FuzzReadSnapshotMigrating(f *testing.F) {
	sc := scenes.NewScene("level", nil)
	scenes.Add(sc.NewEntity("Crate", nil), thingOld{A: 7, B: 1, C: "hi", List: []innerOld{{1, 2}}, Big: 3})
	scenes.Add(sc.NewEntity("Gone", nil), gone{N: 2})
	snap, _ := sc.AppendSnapshot(nil)
	f.Add(snap)
	s := oldBuild(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		got, _, err := scenes.ReadSnapshotMigrating(data, nil, nil, scenes.NewMigration(s))
		if err != nil {
			return
		}
		if _, err := got.AppendSnapshot(nil); err != nil {
			t.Fatalf("a migrated scene does not snapshot: %v", err)
		}
	})
}
