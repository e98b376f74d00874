package physics_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestSnapshotWithoutChecksum: a snapshot taken with NoChecksum differs from
// the checked one only in the version byte's flag and the CRC field (0),
// restores to a world that steps to the same bits, and is still refused when
// cut short.
func TestSnapshotWithoutChecksum(t *testing.T) {
	s, err := scenes.ReadScene("pile", pileScene(t, 40), nil)
	if err != nil {
		t.Fatal(err)
	}
	w := physics.NewWorld(s, physics.Options{})
	want, checked, scene := snapshotCase(t, s, w, 20, 30)
	s2, w2 := restored(t, scene, checked, physics.Options{})
	bare, err := w2.AppendSnapshotWith(nil, physics.SnapshotOptions{NoChecksum: true})
	if err != nil {
		t.Fatal(err)
	}
	const crcAt = 4 + 1 + 8 + 4
	switch {
	case len(bare) != len(checked):
		t.Fatalf("unchecked snapshot is %d bytes, checked %d", len(bare), len(checked))
	case bare[4] != checked[4]|0x80 || !bytes.Equal(bare[5:crcAt], checked[5:crcAt]):
		t.Fatalf("unchecked header % x, checked % x", bare[:crcAt], checked[:crcAt])
	case !bytes.Equal(bare[crcAt:crcAt+4], []byte{0, 0, 0, 0}) || !bytes.Equal(bare[crcAt+4:], checked[crcAt+4:]):
		t.Fatal("unchecked snapshot: want a CRC field of 0 and the same payload")
	}
	s3, w3 := restored(t, scene, bare, physics.Options{})
	if got := stateHash(s3, w3, 30); got != want {
		t.Errorf("restored from the unchecked snapshot: state %x, want %x", got, want)
	}
	if err := w2.RestoreSnapshot(bare[:len(bare)-7]); !errors.Is(err, physics.ErrBadSnapshot) {
		t.Errorf("RestoreSnapshot(unchecked, cut short) = %v, want ErrBadSnapshot", err)
	}
	if got := stateHash(s2, w2, 30); got != want {
		t.Error("a refused snapshot changed the world")
	}
}
