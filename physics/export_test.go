package physics

import (
	"encoding/binary"
	"hash/crc32"
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
