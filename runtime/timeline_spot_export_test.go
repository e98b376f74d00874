package runtime

// SpotCheckNewest runs the spot check (timeline_spot.go) on the newest
// snapshot again, for its benchmark.
func (t *Timeline) SpotCheckNewest() {
	if t.n > 0 {
		t.spotCheck(&t.ring[(t.first+t.n-1)%len(t.ring)], t.g.scene)
	}
}
