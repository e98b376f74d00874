package runtime_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
)

// TestSnapshotWithoutChecksum: a snapshot taken with NoChecksum is the
// checked one but for the version field's flag and the 4 last bytes (0), it
// restores to the same game, and RestoreFile refuses it as a file.
func TestSnapshotWithoutChecksum(t *testing.T) {
	g := churnGame(t, 5)
	stepTo(g, 40)
	checked, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	bare, err := g.SnapshotWith(nil, runtime.SnapshotOptions{NoChecksum: true})
	if err != nil {
		t.Fatal(err)
	}
	n := len(runtime.SnapshotMagic)
	switch {
	case len(bare) != len(checked):
		t.Fatalf("unchecked snapshot is %d bytes, checked %d", len(bare), len(checked))
	case !bytes.Equal(bare[:n+3], checked[:n+3]) || bare[n+3] != checked[n+3]|0x80:
		t.Fatalf("unchecked header % x, checked % x: want only the version's top bit set", bare[:n+4], checked[:n+4])
	case !bytes.Equal(bare[n+4:len(bare)-4], checked[n+4:len(checked)-4]):
		t.Fatal("unchecked and checked snapshots differ in their bodies")
	case !bytes.Equal(bare[len(bare)-4:], []byte{0, 0, 0, 0}):
		t.Fatalf("unchecked snapshot ends % x, want 0", bare[len(bare)-4:])
	}
	want := g.Fingerprint()
	stepTo(g, 80)
	if err := g.Restore(bare); err != nil || g.Fingerprint() != want {
		t.Fatalf("Restore(unchecked): %v (restored the state: %v)", err, g.Fingerprint() == want)
	}
	again, err := g.Snapshot(nil)
	if err != nil || !bytes.Equal(again, checked) {
		t.Fatalf("snapshot after restoring the unchecked one: %v; same bytes as before: %v", err, bytes.Equal(again, checked))
	}
	cut := bytes.Clone(bare[:len(bare)-9])
	cut = append(cut, 0, 0, 0, 0)
	if err := g.Restore(cut); err == nil {
		t.Error("Restore(an unchecked snapshot cut short) = nil, want an error")
	}
	name := filepath.Join(t.TempDir(), "bare.snapshot")
	if err := os.WriteFile(name, bare, 0o644); err != nil {
		t.Fatal(err)
	}
	stepTo(g, 90)
	want = g.Fingerprint()
	if err := g.RestoreFile(name); err == nil || !strings.Contains(err.Error(), "check sum") {
		t.Errorf("RestoreFile(unchecked) = %v, want an error about the check sum", err)
	}
	if g.Fingerprint() != want {
		t.Error("a refused file changed the game")
	}
}
