package physics

// The checks of snapshots: of a snapshot's header and check sum, and of what
// snapshots assume of cp's unexported layout.

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"reflect"

	"github.com/jakecoffman/cp/v2"
)

// checkSnapshot checks data's header and checksum (unless the header says
// there is none) and returns the payload.
func checkSnapshot(data []byte, layout uint64) ([]byte, error) {
	if len(data) < snapHeader || string(data[:4]) != snapMagic {
		return nil, fmt.Errorf("%w: not a physics snapshot", errSnapshot)
	}
	if v := data[4] &^ snapUnchecked; v != snapVersion && v != snapVersionNoRing && v != snapVersionDense {
		return nil, fmt.Errorf("%w: version %d, want %d", errSnapshot, data[4]&^snapUnchecked, snapVersion)
	}
	if l := binary.LittleEndian.Uint64(data[snapAtLayout:]); l != layout {
		return nil, fmt.Errorf("%w: written by a build whose physics or cp types differ (layout %016x, this build's %016x)", errSnapshot, l, layout)
	}
	n := binary.LittleEndian.Uint32(data[snapAtLength:])
	payload := data[snapHeader:]
	if uint64(n) != uint64(len(payload)) {
		return nil, fmt.Errorf("%w: %d bytes of state, header says %d (truncated?)", errSnapshot, len(payload), n)
	}
	if data[4]&snapUnchecked == 0 && crc32.ChecksumIEEE(payload) != binary.LittleEndian.Uint32(data[snapAtCRC:]) {
		return nil, fmt.Errorf("%w: checksum mismatch (edited or damaged)", errSnapshot)
	}
	return payload, nil
}

// checkLayout checks what snapshots assume of cp's unexported layout: every
// field snapSkip names exists, every field snapVolatile names is a uint64, the arbiter cache and default handler are
// where they are looked for, and cp.ShapePair is two shape pointers. It
// returns an error naming the first difference (a new cp version).
func checkLayout() error { return checkLayoutOf(newCPSpace()) }

// checkLayoutOf is checkLayout looking in sp, a fresh cp space (newCPSpace)
// it leaves as it was: newSnapCodec checks in the space it harvests rather
// than making another (0.44M instructions, issue 20).
func checkLayoutOf(sp *cp.Space) error {
	types := map[string]reflect.Type{
		"physics.World":      typWorld,
		"physics.contactLog": reflect.TypeFor[contactLog](),
		"physics.pair":       reflect.TypeFor[pair](),
		"physics.shapeRef":   reflect.TypeFor[shapeRef](),
		"physics.bodyRec":    reflect.TypeFor[bodyRec](),
		"cp.Space":           typSpace,
		"cp.Body":            reflect.TypeFor[cp.Body](),
		"cp.BBTree":          reflect.TypeFor[cp.BBTree](),
		"cp.HashSet":         reflect.TypeFor[cp.HashSet[*cp.Shape, *cp.Node]](),
	}
	for _, s := range snapSkip {
		t := types[s.typ]
		if t == nil {
			return fmt.Errorf("physics: snapshots skip a field of unknown type %s", s.typ)
		}
		if _, ok := t.FieldByName(s.field); !ok {
			return fmt.Errorf("physics: snapshots skip %s.%s, which does not exist", s.typ, s.field)
		}
	}
	for _, v := range snapVolatile {
		t := types[v.typ]
		if t == nil {
			return fmt.Errorf("physics: snapshots take a volatile field of unknown type %s", v.typ)
		}
		if f, ok := t.FieldByName(v.field); !ok || f.Type.Kind() != reflect.Uint64 {
			return fmt.Errorf("physics: snapshots take %s.%s as a volatile uint64, which it is not", v.typ, v.field)
		}
	}
	if _, err := arbiterSet(sp); err != nil {
		return err
	}
	if _, err := defaultHandler(sp); err != nil {
		return err
	}
	shape := reflect.TypeFor[*cp.Shape]()
	if typShapePair.NumField() != 2 || typShapePair.Field(0).Type != shape || typShapePair.Field(1).Type != shape ||
		typShapePair.Size() != 2*shape.Size() {
		return errors.New("physics: cp.ShapePair is no longer two shape pointers")
	}
	return nil
}
