package sceneflow

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// The system's snapshot has two forms. The first, written when only a cut
// is pending (or nothing), is a flag (0 or 1) and the scene's name (a 4-byte
// length first): the form of builds before transitions, read as it was.
// The second starts with formFull and holds the component types' digest, the
// cut pending (flag and Change), the transition (flag, step, total, Change)
// and the remembered scenes (count, then each name and snapshot, lengths
// first), all little-endian. A Change is its Scene, Spot and Traveller, then
// its Transition: kind, seconds (float64 bits), colour (4 float32 bits) and
// direction.
const formFull = 2

// maxTripSteps bounds a restored transition's length: MaxSeconds at the
// highest step rate.
const maxTripSteps = MaxSeconds * 1_000_000

// simple reports whether the state fits the first snapshot form.
func (s *system) simple() bool {
	return s.trip.total == 0 && len(s.kept) == 0 && s.next.Spot == "" && s.next.Traveller == ""
}

// SaveState returns the system's state for the game's state digest: nil when
// there is none, "next NAME" for a cut pending, else the full snapshot form
// (transition, remembered scenes). It implements runtime.StateSaver.
func (s *system) SaveState() ([]byte, error) {
	switch {
	case s.simple() && !s.pending:
		return nil, nil
	case s.simple():
		return append([]byte("next "), s.next.Scene...), nil
	}
	return s.AppendSnapshot(nil)
}

// AppendSnapshot appends the change asked for and not yet made, the
// transition under way and the remembered scenes (see the forms above); it
// implements runtime.Snapshotter. Who asked (kept for a warning) is not
// state.
func (s *system) AppendSnapshot(buf []byte) ([]byte, error) {
	if s.simple() {
		buf = binary.LittleEndian.AppendUint32(append(buf, flagByte(s.pending)), uint32(len(s.next.Scene)))
		return append(buf, s.next.Scene...), nil
	}
	types := scenes.TypesDigest()
	buf = append(append(buf, formFull), types[:]...)
	buf = appendChange(append(buf, flagByte(s.pending)), s.next)
	buf = append(buf, flagByte(s.trip.on))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(s.trip.step))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(s.trip.total))
	buf = appendChange(buf, s.trip.change)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(s.kept)))
	for _, k := range s.kept {
		buf = appendBytes(appendBytes(buf, []byte(k.name)), k.data)
	}
	return buf, nil
}

// RestoreSnapshot puts back what AppendSnapshot wrote; it implements
// runtime.Snapshotter and returns an error for anything else, leaving the
// system as it was. Remembered scenes of a build with other component types
// are forgotten with a warning.
func (s *system) RestoreSnapshot(data []byte) error {
	if len(data) >= 5 && data[0] <= 1 && int(binary.LittleEndian.Uint32(data[1:])) == len(data)-5 {
		s.pending, s.next = data[0] == 1, Change{Scene: string(data[5:])}
		s.trip, s.kept, s.from, s.component = trip{}, nil, nil, ""
		return nil
	}
	if len(data) == 0 || data[0] != formFull {
		return errors.New("sceneflow: snapshot: not a scene change")
	}
	r := reader{b: data[1:]}
	var types [16]byte
	copy(types[:], r.take(16))
	pending, next := r.flag(), r.change()
	t := trip{on: r.flag(), step: r.u32(), total: r.u32()}
	t.change = r.change()
	kept := r.kept()
	switch {
	case r.err != nil:
		return fmt.Errorf("sceneflow: snapshot: %w", r.err)
	case len(r.b) != 0:
		return fmt.Errorf("sceneflow: snapshot: %d bytes too many", len(r.b))
	case t.total > maxTripSteps || t.step > t.total || (t.total == 0 && (t.on || t.step != 0)):
		return fmt.Errorf("sceneflow: snapshot: transition at step %d of %d", t.step, t.total)
	}
	if len(kept) > 0 && types != scenes.TypesDigest() {
		s.g.Problems().Warn(nil, "", "the save was made with other component types: %d remembered scenes are forgotten", len(kept))
		kept = nil
	}
	s.pending, s.next, s.trip, s.kept, s.from, s.component = pending, next, t, kept, nil, ""
	return nil
}

func appendChange(buf []byte, c Change) []byte {
	for _, str := range [...]string{c.Scene, c.Spot, c.Traveller} {
		buf = appendBytes(buf, []byte(str))
	}
	t := c.Transition
	buf = binary.LittleEndian.AppendUint64(append(buf, byte(t.Kind)), math.Float64bits(t.Seconds))
	for _, f := range [...]float32{t.Color.R, t.Color.G, t.Color.B, t.Color.A} {
		buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(f))
	}
	return append(buf, byte(t.Direction))
}

func appendBytes(buf, b []byte) []byte {
	return append(binary.LittleEndian.AppendUint32(buf, uint32(len(b))), b...)
}

func flagByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// reader reads a snapshot; the first mistake sticks in err and later reads
// give zero values.
type reader struct {
	b   []byte
	err error
}

func (r *reader) take(n int) []byte {
	if r.err != nil || n < 0 || n > len(r.b) {
		if r.err == nil {
			r.err = errors.New("cut short")
		}
		return nil
	}
	out := r.b[:n:n]
	r.b = r.b[n:]
	return out
}

func (r *reader) u32() int {
	b := r.take(4)
	if b == nil {
		return 0
	}
	return int(binary.LittleEndian.Uint32(b))
}

func (r *reader) flag() bool {
	b := r.take(1)
	if b != nil && b[0] > 1 {
		r.err = fmt.Errorf("flag %d", b[0])
	}
	return b != nil && b[0] == 1
}

func (r *reader) bytes() []byte { return r.take(r.u32()) }

func (r *reader) change() Change {
	c := Change{Scene: string(r.bytes()), Spot: string(r.bytes()), Traveller: string(r.bytes())}
	kind := r.take(1)
	secs := r.take(8)
	var col [4]float32
	for i := range col {
		if b := r.take(4); b != nil {
			col[i] = math.Float32frombits(binary.LittleEndian.Uint32(b))
		}
	}
	dir := r.take(1)
	if r.err != nil {
		return Change{}
	}
	if kind[0] >= byte(len(kindNames)) || dir[0] >= byte(len(dirNames)) {
		r.err = fmt.Errorf("transition kind %d, direction %d", kind[0], dir[0])
		return Change{}
	}
	c.Transition = Transition{Kind: Kind(kind[0]), Seconds: math.Float64frombits(binary.LittleEndian.Uint64(secs)),
		Color: griff.Color{R: col[0], G: col[1], B: col[2], A: col[3]}, Direction: Direction(dir[0])}
	return c
}

// kept reads the remembered scenes, refusing names out of order. The
// scenes' bytes are copied (the snapshot is the caller's); they are read
// only when the game comes back to them.
func (r *reader) kept() []keptScene {
	n := r.u32()
	if r.err == nil && n > len(r.b)/8 {
		r.err = fmt.Errorf("%d remembered scenes in %d bytes", n, len(r.b))
	}
	var out []keptScene
	for i := 0; i < n && r.err == nil; i++ {
		name, data := string(r.bytes()), r.bytes()
		if r.err == nil && i > 0 && name <= out[i-1].name {
			r.err = fmt.Errorf("remembered scene %q out of order", name)
		}
		out = append(out, keptScene{name: name, data: append([]byte(nil), data...)})
	}
	return out
}
