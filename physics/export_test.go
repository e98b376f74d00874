package physics

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// SkipArbitersInSnapshots makes w's snapshots leave cp's arbiter cache out,
// so tests can show that restoring it is what makes a restore exact.
func SkipArbitersInSnapshots(w *World, skip bool) { w.skipArbiters = skip }

// SnapSkip returns the fields snapshots leave out, as type, field and why.
func SnapSkip() [][3]string {
	var out [][3]string
	for _, s := range snapSkip {
		out = append(out, [3]string{s.typ, s.field, s.why})
	}
	return out
}

// CheckSnapshotLayout is checkLayout.
var CheckSnapshotLayout = checkLayout

// SealSnapshot returns data with its header's length and checksum made right
// for its payload, so fuzzing reaches the decoder behind the checksum.
func SealSnapshot(data []byte) []byte {
	if len(data) < snapHeader {
		return data
	}
	out := append([]byte(nil), data...)
	copy(out, snapMagic)
	out[4] = snapVersion
	payload := out[snapHeader:]
	binary.LittleEndian.PutUint32(out[snapAtLength:], uint32(len(payload)))
	binary.LittleEndian.PutUint32(out[snapAtCRC:], crc32.ChecksumIEEE(payload))
	return out
}

// SeamsLost reports whether w must find its seams again before its next step.
func SeamsLost(w *World) bool { return w.seamsLost || w.seamsDirty }

// SeamsOf describes the seams of w's static shapes, in findSeams' order: per
// shape its class, and the seam information's faces, covers, ends and
// neighbour normals. It finds them first if they are lost.
func SeamsOf(w *World) string {
	if w.seamsLost || w.seamsDirty {
		w.findSeams()
	}
	var b strings.Builder
	for _, list := range [][]*bodyRec{w.bodies, w.walls} {
		for _, r := range list {
			if r.kind != BodyStatic {
				continue
			}
			for _, sh := range r.shapes {
				ref, _ := sh.UserData.(*shapeRef)
				if ref == nil {
					continue
				}
				info := ref.seam
				if info == nil {
					info = ref.seams[sh]
				}
				fmt.Fprintf(&b, "%T:", sh.Class)
				if info != nil {
					fmt.Fprintf(&b, " r=%v seg=%v ends=%v n=%v endNbrs=%v nbrs=%d", info.r, info.seg, info.ends, info.n, info.endNbrs, len(info.nbrs))
					for _, f := range info.faces {
						fmt.Fprintf(&b, " face %v-%v %v cov %v", f.a, f.b, f.n, f.cov)
					}
				}
				b.WriteByte('\n')
			}
		}
	}
	return b.String()
}

// FindSeamsAgain marks w's seams lost, as a restore without kept seams does.
func FindSeamsAgain(w *World) { w.seamsLost = true }

// SeamInfoOf returns the seam information of the first shape of e's walls or
// body that has one, or nil: a new value each time seams are found again.
func SeamInfoOf(w *World, e *scenes.Entity) any {
	for _, r := range []*bodyRec{w.wallsBy[e.ID()], w.byEntity[e.ID()]} {
		if r == nil {
			continue
		}
		for _, sh := range r.shapes {
			if ref, _ := sh.UserData.(*shapeRef); ref != nil {
				if ref.seam != nil {
					return ref.seam
				}
				if info := ref.seams[sh]; info != nil {
					return info
				}
			}
		}
	}
	return nil
}

// SetCPTime sets a raw cp space up as a World sets its own (time in
// nanoseconds: the collision bias, and gravity converted from seconds²);
// CPStep converts a step in seconds to the dt cp is stepped by.
func SetCPTime(sp *cp.Space, gravity griff.Vec) {
	setCollisionBias(sp)
	setTreeVelocity(sp)
	sp.SetGravity(accelToCP(gravity))
}

// CPStep is stepNanoseconds.
var CPStep = stepNanoseconds

// SnapshotWithoutMemo is w.AppendSnapshot(nil) with every object written
// field by field (the memo copies none), numbered on as w's snapshots are.
func SnapshotWithoutMemo(w *World) ([]byte, error) {
	c := w.codec()
	c.enc.memo.off = true
	defer func() { c.enc.memo.off = false }()
	return w.AppendSnapshot(nil)
}

// SnapshotMemoHits is how many objects w's last snapshot copied from the
// snapshot before.
func SnapshotMemoHits(w *World) int {
	if w.snap == nil {
		return 0
	}
	return w.snap.enc.memo.hits
}

// SnapshotMemoPatched is how many objects w's last snapshot wrote by
// patching their last written form's runs of numbers.
func SnapshotMemoPatched(w *World) int {
	if w.snap == nil {
		return 0
	}
	return w.snap.enc.memo.patched
}

// ForgetSnapshotMemo makes w's next snapshot write every object (numbered as
// before).
func ForgetSnapshotMemo(w *World) {
	if w.snap != nil {
		w.snap.enc.memo.forget(w.snap.enc.num.objs)
	}
}

// SnapshotObjects is how many objects w's last snapshot met.
func SnapshotObjects(w *World) int {
	if w.snap == nil {
		return 0
	}
	return w.snap.enc.num.held
}

// SnapshotNumbers is the highest object number w's numbering holds.
func SnapshotNumbers(w *World) int {
	if w.snap == nil {
		return 0
	}
	return len(w.snap.enc.num.objs) - 1
}

// WalkEveryList makes w's steps read contacts by walking each body's arbiter
// list, never from cp's list of the step's arbiters (see collectContacts),
// so no report is written as a pair is read (touchFilled), and makes endStep
// walk every pair of the step before to find those carried over or ended
// rather than use what touch noted (stepTally).
func WalkEveryList(w *World, walk bool) { w.walkEveryList, w.tally.walkPrev = walk, walk }

// ReadCPList reports whether w's last step could read its contacts from cp's
// list of the step's arbiters (no body slept as it began or sleeps after it).
func ReadCPList(w *World) bool {
	return w.sleptBodies == 0 && len(sleepingComponents(w.space)) == 0
}

// AnyAsleep is anyAsleep of w's space.
func AnyAsleep(w *World) bool { return anyAsleep(w.space) }

// WriteInOrder makes w's writeBack write the records in build order even
// when no body sleeps (see writeBack).
func WriteInOrder(w *World, on bool) { w.writeInOrder = on }

// PrewalkedAll reports whether w's last sync prewalked every record, so that
// beforeStep did not walk them again.
func PrewalkedAll(w *World) bool { return w.prewalked == len(w.bodies) }

// NoPrewalk makes w's sync prewalk no body, so beforeStep walks every record.
func NoPrewalk(w *World, off bool) { w.noPrewalk = off }

// SnapHeader is the length of a snapshot's header, before its payload.
const SnapHeader = snapHeader

// ReportsLazy reports whether w's last step left its touch reports to the
// reader (stepTally.lazy).
func ReportsLazy(w *World) bool { return w.tally.lazy }

// FullSync makes w's syncs look every Collider up and visit every one, as
// when the scene's structure count changed (see sync).
func FullSync(w *World, on bool) { w.fullSync = on }

// SameShape reports whether w's last sync took the scene's structure as
// unchanged.
func SameShape(w *World) bool { return w.sameShape }
