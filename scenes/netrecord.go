package scenes

import (
	"encoding/binary"
	"fmt"
	"math"
	"reflect"

	"github.com/griffengine/griff/griff"
)

// Network records: the compact form of an entity that a network host sends
// its players (net/session frames them, runtime/network applies them). A
// network record is the snapshot record (see AppendSnapshotRecord) less what
// a player does not need, because players do not simulate what they are sent,
// they draw it:
//
//	id, parent id (0 for a root) (uvarints), name (uvarint length, bytes),
//	flags (active; the transform moved, jumped this step),
//	position in 1/64 world units (2 × int32), rotation and scale as
//	float32 (3 × 4 bytes),
//	component count (uvarint), then each: its type's index (uvarint), the
//	kept fields (uvarint count, then key and value), its fields by its type's
//	snapshot codec less the fields tagged `net:"-"`, and the unregistered
//	components kept as read (uvarint count, then name and data).
//
// Left out: the record's length (a frame keeps it), the values the transform
// had when the step began and the sine and cosine of its rotation (a player
// interpolates between two records and works them out again), 50 of the
// snapshot record's 130-odd bytes of an entity with no component. Positions
// are rounded to the nearest 1/64 of a world unit (PositionUnits: under a
// pixel unless a camera zooms in 64 times), and saturate at ±2^25 units (the physics world ends at 1e7); a slow cloud's position
// then changes in one or two bytes a snapshot instead of three of a float32.
// Rotations and scales are float32 (within 1e-7 radians). Component fields keep their exact values: a predicted entity's
// state is compared bit for bit.
//
// A component field tagged `net:"-"` is not sent: every machine works it out
// itself, and applying a record leaves it as it is. It is for state that
// changes every step in a way a player's own game repeats closely enough for
// drawing, an animation's clock (visual.SpriteAnimation.Elapsed: the frame
// it shows is sent), so a record does not change every step for it; on the
// built-in game it took a fifth of the bytes a player gets.

// PositionUnits is how many parts of a world unit a network record's
// position counts in.
const PositionUnits = 64

// fixed returns x in 1/PositionUnits, rounded to the nearest and saturated
// to int32; NaN is 0.
func fixed(x float64) int32 {
	v := math.Round(x * PositionUnits) // exact: a power of two
	switch {
	case v != v:
		return 0
	case v >= math.MaxInt32:
		return math.MaxInt32
	case v <= math.MinInt32:
		return math.MinInt32
	}
	return int32(v)
}

// NetRecordHead is the part of a network record before its components: what a
// player interpolates.
type NetRecordHead struct {
	// ID and Parent are the entity's id and its parent's (0: a root).
	ID, Parent EntityID
	// Active is the entity's own active flag.
	Active bool
	// Moved and Jumped are the transform's flags at the end of the host's
	// step (see Transform.Moved and Transform.Jumped).
	Moved, Jumped bool
	// Position is in world units (y down), rounded to 1/PositionUnits;
	// Rotation in radians and Scale, rounded to float32; all inside the
	// parent.
	Position griff.Vec
	Rotation float64
	Scale    griff.Vec
}

// AppendNetRecord appends e's network record (see above) to buf. It returns an
// error naming the component type whose value cannot be in a snapshot (an
// interface field), with buf as it was. It makes no allocation once buf is
// large enough (components holding maps aside).
func (e *Entity) AppendNetRecord(buf []byte) ([]byte, error) {
	return e.AppendNetRecordOf(buf, nil)
}

// AppendNetRecordOf is AppendNetRecord with only the components of the types
// keep reports true for (all when keep is nil): a player compares what
// matters of their predicted entity with the host's this way.
func (e *Entity) AppendNetRecordOf(buf []byte, keep func(*ComponentType) bool) ([]byte, error) {
	start := len(buf)
	var parent EntityID
	if e.parent != nil {
		parent = e.parent.id
	}
	buf = binary.AppendUvarint(buf, uint64(e.id))
	buf = binary.AppendUvarint(buf, uint64(parent))
	buf = appendUvStr(buf, e.Name())
	t := e.transform
	buf = append(buf, flag(e.is(eActive))|flag(t.Moved())<<1|flag(t.Jumped())<<2)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(fixed(t.pos[0])))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(fixed(t.pos[1])))
	for _, f := range [...]float64{t.rot, t.scale[0], t.scale[1]} {
		buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(float32(f)))
	}
	n := 0
	for i := range e.comps() {
		if keep == nil || keep(e.comps()[i].typ()) {
			n++
		}
	}
	buf = binary.AppendUvarint(buf, uint64(n))
	for i := range e.comps() {
		c := &e.comps()[i]
		if keep != nil && !keep(c.typ()) {
			continue
		}
		if c.typ().snapErr() != nil {
			return buf[:start], fmt.Errorf("scenes: network record of %s: component %s: %w", e, c.typ().name, c.typ().snapErr())
		}
		buf = binary.AppendUvarint(buf, uint64(c.typ().index))
		buf = binary.AppendUvarint(buf, uint64(len(e.kept(c))))
		for _, k := range e.kept(c) {
			buf = appendUvStr(appendUvStr(buf, k.key), string(k.value))
		}
		var err error
		if buf, err = c.typ().netRecCodec().appendTo(buf, c.p, 0); err != nil {
			return buf[:start], fmt.Errorf("scenes: network record of %s: component %s: %w", e, c.typ().name, err)
		}
	}
	buf = binary.AppendUvarint(buf, uint64(len(e.unknowns())))
	for _, u := range e.unknowns() {
		buf = appendUvStr(appendUvStr(buf, u.name), string(u.data))
	}
	return buf, nil
}

// uvarint reads an unsigned varint.
func (r *snapReader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail(errShort)
		return 0
	}
	r.b = r.b[n:]
	return v
}

// uvBytes reads a uvarint length and that many bytes.
func (r *snapReader) uvBytes() []byte {
	n := r.uvarint()
	if n > uint64(len(r.b)) {
		r.fail(errShort)
		return nil
	}
	return r.take(int(n))
}

// readNetHead reads the head of a network record and returns it with the
// entity's name.
func readNetHead(r *snapReader) (NetRecordHead, []byte) {
	var h NetRecordHead
	h.ID, h.Parent = EntityID(r.uvarint()), EntityID(r.uvarint())
	name := r.uvBytes()
	flags := r.byte1()
	var f [5]float64
	f[0], f[1] = float64(int32(r.u32()))/PositionUnits, float64(int32(r.u32()))/PositionUnits
	for i := 2; i < len(f); i++ {
		f[i] = float64(math.Float32frombits(r.u32()))
	}
	if r.err == nil && flags > 7 {
		r.fail(fmt.Errorf("flags %#x are not known", flags))
	}
	h.Active, h.Moved, h.Jumped = flags&1 != 0, flags&2 != 0, flags&4 != 0
	h.Position, h.Rotation, h.Scale = griff.V(f[0], f[1]), f[2], griff.V(f[3], f[4])
	return h, name
}

// ReadNetRecordHead reads the head of a network record. It returns an error
// for a record cut short or with unknown flags; it never panics.
func ReadNetRecordHead(rec []byte) (NetRecordHead, error) {
	r := &snapReader{b: rec}
	h, _ := readNetHead(r)
	if r.err != nil {
		return NetRecordHead{}, fmt.Errorf("scenes: network record: %w", r.err)
	}
	return h, nil
}

// netCodec returns the codec of a type's network records: snap less the
// fields tagged `net:"-"` (snap itself when there are none, or nil with snap).
func netCodec(rt reflect.Type, fields []Field, snap *codec) *codec {
	if snap == nil {
		return nil
	}
	local := func(sf reflect.StructField) bool { return sf.Tag.Get("net") == "-" }
	var kept []Field
	for _, f := range fields {
		if !local(rt.FieldByIndex(f.index)) {
			kept = append(kept, f)
		}
	}
	dropped := len(kept) < len(fields)
	for i := range rt.NumField() {
		dropped = dropped || snapshotOnly(rt.Field(i)) && local(rt.Field(i))
	}
	if !dropped {
		return snap
	}
	c := &codec{size: rt.Size()}
	cache := codecCache{}
	for _, f := range kept {
		off, err := fieldOffset(rt, f.index)
		if err != nil || c.add(f.Type, off, cache) != nil {
			return snap // the snapshot codec was made of the same fields
		}
	}
	for i := range rt.NumField() {
		if sf := rt.Field(i); snapshotOnly(sf) && !local(sf) && c.add(sf.Type, sf.Offset, cache) != nil {
			return snap
		}
	}
	return c
}
