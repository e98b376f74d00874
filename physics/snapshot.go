package physics

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"hash/fnv"
	"reflect"
	"slices"
	"strconv"
	"unsafe"

	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// ErrBadSnapshot is wrapped by the errors of World.RestoreSnapshot for data
// that is not a snapshot this version wrote: truncated, edited, or of another
// format version.
var ErrBadSnapshot = errSnapshot

// snapMagic and snapVersion open every snapshot. The version changes when the
// layout of what is written changes (a new field here or in cp).
const (
	snapMagic   = "GPHY"
	snapVersion = 4
	// snapVersionNoRing is the version before cp's ring of contact buffers
	// was written (snapbuffers.go): the same graph, without the ring after it.
	snapVersionNoRing = 3
	// snapVersionDense is the version before numbers lasted from snapshot
	// to snapshot (snapnum.go): its numbers are a special case of version
	// 3's (each new object the next number), so it is read as they are.
	snapVersionDense = 2
	// snapUnchecked, set in the version byte, marks a snapshot written with
	// SnapshotOptions.NoChecksum: its CRC field is 0 and is not checked.
	snapUnchecked = 0x80
	// The header: magic, version, layout (8 bytes, see snapCodec.layout),
	// payload length and the payload's CRC-32 (4 bytes each, little-endian).
	snapAtLayout = len(snapMagic) + 1
	snapAtLength = snapAtLayout + 8
	snapAtCRC    = snapAtLength + 4
	snapHeader   = snapAtCRC + 4
)

// snapSkip lists the fields a snapshot leaves out, each with why it is not
// state. A field listed that no longer exists fails TestSnapshotSkipsExist, so
// a new cp or a renamed field is noticed.
var snapSkip = []struct{ typ, field, why string }{
	{"physics.World", "scene", "the world's scene: a restore keeps its own"},
	{"physics.World", "space", "written as a root of its own"},
	{"physics.World", "byEntity", "index of bodies by entity, rebuilt from bodies"},
	{"physics.World", "wallsBy", "index of walls by entity, rebuilt from walls"},
	{"physics.World", "jointsBy", "index of joints by entity, rebuilt from joints"},
	{"physics.World", "ropesBy", "index of ropes by entity, rebuilt from ropes"},
	{"physics.World", "refused", "a map: written sorted by entity id"},
	{"physics.World", "arbScratch", "scratch list, empty between steps"},
	{"physics.World", "arbFunc", "a function bound to the world, made by NewWorld"},
	{"physics.World", "crowdFunc", "a function bound to the world, made by NewWorld"},
	{"physics.World", "crowd", "scratch count of crowdAround"},
	{"physics.World", "query", "scratch of queries, filled by each query"},
	{"physics.World", "handlers", "cp collision handlers made by NewWorld, bound to the world"},
	{"physics.World", "snap", "the snapshot codec's own tables, scratch and spare world"},
	{"physics.World", "skipArbiters", "a test switch"},
	{"physics.World", "seamsLost", "set by a restore that could not keep the seams (seams_keep.go): found again before the next step"},
	{"physics.World", "walkLen", "set by beforeStep for the step"},
	{"physics.World", "sleptBodies", "set by beforeStep for the step"},
	{"physics.World", "arbStarts", "scratch of collectListed"},
	{"physics.World", "arbKeys", "scratch of collectListed"},
	{"physics.World", "walkEveryList", "a test switch"},
	{"physics.World", "continuousN", "set by beforeStep for the step"},
	{"physics.World", "prewalked", "a count of sync for beforeStep"},
	{"physics.World", "preContinuous", "a count of sync for beforeStep"},
	{"physics.World", "noPrewalk", "a test switch"},
	{"physics.World", "fill", "scratch of collectListed for endStep, emptied as a step begins"},
	{"physics.World", "tally", "counts and scratch of the step, set from beginStep"},
	{"physics.World", "synced", "scratch of sync"},
	{"physics.World", "velsRead", "set by writeBack for the next sync, false after a restore"},
	{"physics.World", "writeLater", "scratch of writeBack"},
	{"physics.World", "writeInOrder", "a test switch"},
	{"physics.World", "shape", "the scene's structure count at the last sync, for the next"},
	{"physics.World", "shapeKnown", "false after a restore: the next sync looks each Collider up"},
	{"physics.World", "lone", "sync's list of the Colliders without a Body, made again when shapeKnown is false"},
	{"physics.World", "fullSync", "a test switch"},
	{"physics.World", "sameShape", "what the last sync did, for tests"},
	{"physics.bodyRec", "walk", "set by beforeStep for the step"},
	{"physics.bodyRec", "hot", "copies of other fields for steady, set by applySettings (0: not known)"},
	{"physics.bodyRec", "one", "copies of built for steady, set by buildBody (0: not known)"},
	{"physics.bodyRec", "oneSize", "copies of built for steady, set by buildBody"},
	{"physics.bodyRec", "oneRadius", "copies of built for steady, set by buildBody"},
	{"physics.contactLog", "pairs", "index of pairs by shapes, rebuilt from prev"},
	{"physics.contactLog", "block", "unused pairs allocated ahead"},
	{"physics.contactLog", "solids", "scratch list, empty between steps"},
	{"physics.contactLog", "tally", "the World's step tally, set by bind"},
	{"physics.pair", "idx", "where touch put it in cur, checked against prev before use"},
	{"physics.shapeRef", "seam", "what findSeams computes from the static shapes, kept from the world restored over or computed again"},
	{"physics.shapeRef", "seams", "what findSeams computes from the static shapes, kept from the world restored over or computed again"},
	{"cp.Space", "contactBuffersHead", "cp's ring of contact buffers: written after the graph, with where each cached arbiter's contacts lie (snapbuffers.go)"},
	{"cp.Space", "cachedArbiters", "a set keyed by pointer values: its arbiters are written sorted by shape ids and put back"},
	{"cp.Space", "pooledArbiters", "free arbiters kept for reuse"},
	{"cp.Space", "collisionHandlers", "the world's handlers, made by NewWorld"},
	{"cp.Space", "defaultHandler", "cp's default handler, made by cp.NewSpace"},
	{"cp.Space", "usesWildcards", "set when NewWorld makes the handlers"},
	{"cp.Body", "id", "cp's count of bodies made in the process (differs between processes), read only by Body.String"},
	{"cp.BBTree", "pooledNodes", "free tree nodes kept for reuse"},
	{"cp.BBTree", "pooledPairs", "free tree pairs kept for reuse"},
	{"cp.HashSet", "pooledBins", "free set bins kept for reuse"},
}

// snapCodec is a World's snapshot machinery: plans, tables and scratch kept
// between snapshots so steady snapshotting reuses its memory.
type snapCodec struct {
	layout uint64 // hash of every type's plan: see layoutOf
	err    error  // what checkLayout or planning found wrong, if anything
	pl     planner
	funcs  funcTable
	types  typeTable
	enc    graphEnc
	// arbs and refs are the roots a snapshot writes cp's arbiter cache and
	// World.refused from, reused. A slice writes nil (0) apart from empty (1),
	// so whether each is nil is state: nil until a snapshot first had an
	// entry, then empty, and after a restore as in the snapshot read
	// (listsAsRead).
	arbs   []*cp.Arbiter
	addArb func(*cp.Arbiter) // appends to arbs, made once
	refs   []refusalEntry
	writer encRefs
	spare  *World // the world the last restore replaced, to restore into next
	owners map[unsafe.Pointer]scenes.EntityID
	// seamsOld and seamsNew are adoptSeams' lists of static shapes.
	seamsOld, seamsNew []*cp.Shape
	ring               contactRing // cp's contact buffers (snapbuffers.go)
	check              snapCheck   // checkRestored's scratch (snapvalidate.go)
}

// refusalEntry is one entry of World.refused, written in id order.
type refusalEntry struct {
	ID scenes.EntityID
	R  refusal
}

func typeName(t reflect.Type) string {
	name := t.String()
	if i := indexByte(name, '['); i >= 0 {
		name = name[:i] // generic: cp.HashSet[...]
	}
	return name
}

func indexByte(s string, b byte) int {
	for i := range len(s) {
		if s[i] == b {
			return i
		}
	}
	return -1
}

// skipField reports whether snapSkip lists t's field.
func skipField(t reflect.Type, field string) bool {
	name := typeName(t)
	for _, s := range snapSkip {
		if s.typ == name && s.field == field {
			return true
		}
	}
	return false
}

// skipFields returns skipField made with a set of snapSkip for a codec's
// planner, rather than a walk of the list for each field planned (about
// 0.4M instructions of a game's start, issue 20).
func skipFields() func(t reflect.Type, field string) bool {
	set := make(map[[2]string]bool, len(snapSkip))
	for _, s := range snapSkip {
		set[[2]string{s.typ, s.field}] = true
	}
	return func(t reflect.Type, field string) bool {
		return set[[2]string{typeName(t), field}]
	}
}

var (
	typEntity    = reflect.TypeFor[*scenes.Entity]()
	typSpacePtr  = reflect.TypeFor[*cp.Space]()
	typHandler   = reflect.TypeFor[*cp.CollisionHandler]()
	typWorld     = reflect.TypeFor[World]()
	typSpace     = reflect.TypeFor[cp.Space]()
	typArbiters  = reflect.TypeFor[[]*cp.Arbiter]()
	typRefusals  = reflect.TypeFor[[]refusalEntry]()
	extByPointer = map[reflect.Type]int{
		typEntity:                        refEntity,
		reflect.TypeFor[*Body]():         refBody,
		reflect.TypeFor[*Collider]():     refCollider,
		reflect.TypeFor[*Joint]():        refJoint,
		reflect.TypeFor[*Rope]():         refRope,
		reflect.TypeFor[*TilemapWalls](): refWalls,
		typSpacePtr:                      refSpace,
		typHandler:                       refHandler,
	}
)

func extKind(t reflect.Type) int { return extByPointer[t] }

// snapTypes are the types an interface in the graph may hold.
var snapTypes = []reflect.Type{
	reflect.TypeFor[*cp.Circle](), reflect.TypeFor[*cp.Segment](), reflect.TypeFor[*cp.PolyShape](),
	reflect.TypeFor[*cp.PivotJoint](), reflect.TypeFor[*cp.PinJoint](), reflect.TypeFor[*cp.SlideJoint](),
	reflect.TypeFor[*cp.DampedSpring](), reflect.TypeFor[*cp.RotaryLimitJoint](), reflect.TypeFor[*cp.SimpleMotor](),
	reflect.TypeFor[*cp.BBTree](), reflect.TypeFor[*spring](),
	reflect.TypeFor[*bodyRec](), reflect.TypeFor[*shapeRef](), reflect.TypeFor[*pair](),
}

func newSnapCodec() *snapCodec {
	c := &snapCodec{
		pl:     planner{plans: map[reflect.Type]*gplan{}, skip: skipFields(), ext: extKind},
		types:  typeTable{ts: snapTypes},
		owners: map[unsafe.Pointer]scenes.EntityID{},
	}
	for _, f := range []any{cp.BodyUpdateVelocity, cp.BodyUpdatePosition, cp.DefaultSpringForce, cp.ShapeGetBB, bodyVelocity, shapeVelocity} {
		c.funcs.add(reflect.ValueOf(f))
	}
	sp := newCPSpace()
	c.funcs.harvest(reflect.ValueOf(sp), map[unsafe.Pointer]bool{})
	c.enc = graphEnc{pl: &c.pl, funcs: &c.funcs, types: &c.types}
	c.addArb = func(a *cp.Arbiter) { c.arbs = append(c.arbs, a) }
	c.writer.c = c
	c.enc.refs = &c.writer
	c.layout, c.err = c.layoutOf()
	if c.err == nil {
		c.err = checkLayoutOf(sp)
	}
	return c
}

// layoutOf plans every type a snapshot may hold and returns a hash of the
// plans (types, kinds, fields written and their offsets), so a snapshot
// written by a build with other physics or cp types is refused rather than
// misread.
func (c *snapCodec) layoutOf() (uint64, error) {
	h := fnv.New64a()
	// Runs of numbers are written as they are in memory: a machine of the
	// other byte order has another layout.
	if binary.NativeEndian.Uint16([]byte{1, 0}) != 1 {
		h.Write([]byte("big-endian;"))
	}
	seen := map[*gplan]bool{}
	// The text hashed is what fmt.Fprintf(h, "%s/%d/%d/%d;", p.t, p.kind,
	// p.n, p.ext) and (h, "%s@%d;", f.name, f.off) wrote, appended without
	// fmt (about 1M instructions of a game's start, issue 20): the layout,
	// recorded in every snapshot and save, is unchanged
	// (TestLayoutTextAsFprintf).
	var b []byte
	var walk func(p *gplan)
	walk = func(p *gplan) {
		if p == nil || seen[p] {
			return
		}
		seen[p] = true
		b = appendPlanText(b, p)
		walk(p.elem)
		for _, f := range p.fields {
			b = appendFieldText(b, f)
			walk(f.plan)
		}
	}
	for _, t := range append([]reflect.Type{typWorld, typSpace, typArbiters, typRefusals}, snapTypes...) {
		p, err := c.pl.plan(t)
		if err != nil {
			return 0, err
		}
		walk(p)
	}
	h.Write(b)
	return h.Sum64(), nil
}

// appendPlanText appends the text of p the layout hashes: its type, kind,
// length and external kind ("%s/%d/%d/%d;").
func appendPlanText(b []byte, p *gplan) []byte {
	b = append(b, p.t.String()...)
	b = append(b, '/')
	b = strconv.AppendUint(b, uint64(p.kind), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(p.n), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(p.ext), 10)
	return append(b, ';')
}

// appendFieldText appends the text of f the layout hashes: its name and
// offset ("%s@%d;").
func appendFieldText(b []byte, f gfield) []byte {
	b = append(b, f.name...)
	b = append(b, '@')
	b = strconv.AppendUint(b, uint64(f.off), 10)
	return append(b, ';')
}

func (w *World) codec() *snapCodec {
	if w.snap == nil {
		w.snap = newSnapCodec()
	}
	return w.snap
}

// fieldAt returns the address of the field named name of the struct of type
// t at p, or an error if cp's layout changed.
func fieldAt(p unsafe.Pointer, t reflect.Type, name string, want reflect.Type) (unsafe.Pointer, error) {
	f, ok := t.FieldByName(name)
	if !ok || f.Type != want {
		return nil, fmt.Errorf("physics: %s.%s is not a %s: cp's layout changed, see Snapshots in the package doc", t, name, want)
	}
	return unsafe.Add(p, f.Offset), nil
}

var (
	typArbSet    = reflect.TypeFor[*cp.HashSet[cp.ShapePair, *cp.Arbiter]]()
	typShapePair = reflect.TypeFor[cp.ShapePair]()
)

// arbiterSet returns the space's cache of arbiters (cp's cachedArbiters).
func arbiterSet(sp *cp.Space) (*cp.HashSet[cp.ShapePair, *cp.Arbiter], error) {
	p, err := fieldAt(unsafe.Pointer(sp), typSpace, "cachedArbiters", typArbSet)
	if err != nil {
		return nil, err
	}
	return *(**cp.HashSet[cp.ShapePair, *cp.Arbiter])(p), nil
}

// defaultHandler returns the space's default collision handler.
func defaultHandler(sp *cp.Space) (*cp.CollisionHandler, error) {
	p, err := fieldAt(unsafe.Pointer(sp), typSpace, "defaultHandler", typHandler)
	if err != nil {
		return nil, err
	}
	return *(**cp.CollisionHandler)(p), nil
}

// shapePair makes cp's key of the arbiter cache; cp.ShapePair is two shape
// pointers (checked by TestSnapshotLayout).
func shapePair(a, b *cp.Shape) cp.ShapePair {
	x := [2]*cp.Shape{a, b}
	return *(*cp.ShapePair)(unsafe.Pointer(&x))
}

// AppendSnapshot appends the world's whole state to buf and returns the
// extended buffer: every record of the bodies, shapes, joints and ropes built,
// the touches being tracked, and cp's space (bodies, shapes, constraints, their
// order, sleeping, the broad phase's trees and the arbiters it warm-starts
// from), so that RestoreSnapshot puts back a world that steps to the same
// bits. Call it between steps. It returns an error if cp holds something
// the snapshot cannot write (a function or type it does not know: a change of
// cp), naming it.
func (w *World) AppendSnapshot(buf []byte) ([]byte, error) {
	return w.AppendSnapshotWith(buf, SnapshotOptions{})
}

// SnapshotOptions are the choices of World.AppendSnapshotWith. The zero value
// is what World.AppendSnapshot writes.
type SnapshotOptions struct {
	// NoChecksum leaves the CRC-32 of the payload out (its field is 0 and a
	// flag in the header says so), which saves about a fifth of a snapshot's
	// time. Use it for a snapshot that never leaves the process or that is
	// carried inside data with a check sum of its own (a game snapshot, a save
	// file): RestoreSnapshot still checks the header and the length, and the
	// decoder behind them still refuses what it cannot read, but bytes changed
	// in place are no longer noticed.
	NoChecksum bool
}

// AppendSnapshotWith is AppendSnapshot with options (see SnapshotOptions).
func (w *World) AppendSnapshotWith(buf []byte, o SnapshotOptions) ([]byte, error) {
	c := w.codec()
	if c.err != nil {
		return buf, c.err
	}
	w.contacts.reports() // out as a reader finds it (stepTally.due)
	start := len(buf)
	buf = append(buf, snapMagic...)
	if o.NoChecksum {
		buf = append(buf, snapVersion|snapUnchecked)
	} else {
		buf = append(buf, snapVersion)
	}
	buf = binary.LittleEndian.AppendUint64(buf, c.layout)
	buf = append(buf, 0, 0, 0, 0, 0, 0, 0, 0)
	head := len(buf)
	c.writer.w = w
	err := c.write(w, buf)
	if errors.Is(err, errRenumber) {
		c.enc.num.reset() // an address met as two types: number afresh
		err = c.write(w, c.enc.buf[:head])
	}
	buf = c.enc.buf
	// The numbering keeps the objects this snapshot met (snapnum.go);
	// nothing else of this world stays reachable from the codec.
	c.enc.reset(nil)
	c.writer.w = nil
	clear(c.writer.handlers)
	c.writer.handlers = c.writer.handlers[:0]
	clear(c.owners)
	if err != nil {
		c.enc.num.reset()
		return buf[:start], err
	}
	payload := buf[start+snapHeader:]
	binary.LittleEndian.PutUint32(buf[start+snapAtLength:], uint32(len(payload)))
	if !o.NoChecksum {
		binary.LittleEndian.PutUint32(buf[start+snapAtCRC:], crc32.ChecksumIEEE(payload))
	}
	return buf, nil
}

// write writes w's graph after buf, numbering on from the last snapshot.
func (c *snapCodec) write(w *World, buf []byte) error {
	c.enc.buf = buf
	c.enc.num.begin()
	if err := w.writeGraph(c); err != nil {
		return err
	}
	c.enc.num.end()
	c.enc.memo.finish(c.enc.num.objs)
	return nil
}

func (w *World) writeGraph(c *snapCodec) error {
	e := &c.enc
	if err := e.root(typWorld, unsafe.Pointer(w)); err != nil {
		return err
	}
	if err := e.root(typSpace, unsafe.Pointer(w.space)); err != nil {
		return err
	}
	set, err := arbiterSet(w.space)
	if err != nil {
		return err
	}
	c.arbs = c.arbs[:0]
	if !w.skipArbiters {
		set.Each(c.addArb)
	}
	slices.SortFunc(c.arbs, func(x, y *cp.Arbiter) int {
		xa, xb := x.Shapes()
		ya, yb := y.Shapes()
		return cmp.Or(cmp.Compare(xa.HashId(), ya.HashId()), cmp.Compare(xb.HashId(), yb.HashId()))
	})
	if err := e.root(typArbiters, unsafe.Pointer(&c.arbs)); err != nil {
		return err
	}
	c.refs = c.refs[:0]
	for id, r := range w.refused {
		c.refs = append(c.refs, refusalEntry{id, r})
	}
	slices.SortFunc(c.refs, func(a, b refusalEntry) int { return cmp.Compare(a.ID, b.ID) })
	if err := e.root(typRefusals, unsafe.Pointer(&c.refs)); err != nil {
		return err
	}
	err = e.drain()
	if err == nil {
		c.ring.appendRing(e, w.space, c.arbs)
	}
	clear(c.arbs)
	return err
}
