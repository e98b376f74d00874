package physics

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
