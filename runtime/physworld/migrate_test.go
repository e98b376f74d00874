package physworld_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
)

// halfPhysics returns snap with the physics system's state cut in half (the
// length and check sum made right again): a save whose physics state no
// longer fits, as when the physics format or a body's type changed.
func halfPhysics(t *testing.T, snap []byte) []byte {
	t.Helper()
	at := bytes.LastIndex(snap, []byte("\x07\x00\x00\x00Physics"))
	if at < 0 {
		t.Fatal("no Physics system in the snapshot")
	}
	at += 4 + len("Physics")
	n := int(binary.LittleEndian.Uint32(snap[at:]))
	out := binary.LittleEndian.AppendUint32(bytes.Clone(snap[:at]), uint32(n/2))
	out = append(out, snap[at+4:at+4+n/2]...)
	return binary.LittleEndian.AppendUint32(out, crc32.Checksum(out, crc32.MakeTable(crc32.Castagnoli)))
}

// A save whose physics state cannot be placed loads with the world built from
// the bodies' components in the loaded scene, one warning, and plays on;
// Restore (exact) refuses it.
func TestRestoreMigratedRebuildsPhysics(t *testing.T) {
	g, _ := newGame(t, crateScene())
	playHash(g, 30)
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	bad := halfPhysics(t, snap)
	g2, _ := newGame(t, crateScene())
	if err := g2.Restore(bad); err == nil {
		t.Fatal("Restore took a snapshot whose physics state is cut short")
	}
	if err := g2.RestoreMigrated(bad, scenes.AppendTypesSchema(nil)); err != nil {
		t.Fatal(err)
	}
	var warns []string
	for _, p := range g2.Problems().List() {
		warns = append(warns, p.Message)
	}
	if len(warns) != 1 || !strings.Contains(warns[0], "system Physics: its saved state no longer fits") ||
		!strings.Contains(warns[0], "started over on the loaded scene") {
		t.Errorf("problem log = %q, want one warning that physics started over", warns)
	}
	w := physworld.Of(g2).World()
	if w == nil || w.Scene() != g2.Scene() {
		t.Fatal("the physics world is not the loaded scene's")
	}
	crate := g2.Scene().Find("Crate29")
	y := crate.Transform().Position().Y()
	if want := g.Scene().Find("Crate29").Transform().Position().Y(); y != want {
		t.Errorf("loaded crate at y %v, saved at %v", y, want)
	}
	playHash(g2, 30)
	if crate.Transform().Position().Y() == y {
		t.Error("the crate did not move in 30 steps after the load: the rebuilt world does not step it")
	}
}
