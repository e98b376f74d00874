package contraptions

// PlaceKeys returns the presses that place part p on board b playing pz
// from where its cursor is, as a player would: the palette entry of p's
// kind picked, the cursor moved to p's cell, the rotation turned, place.
// Bots and tests use it (the template's playthrough places each puzzle's
// solution with it); it returns nil when the palette has no p.Kind.
func PlaceKeys(b *Board, pz *Puzzle, p Place) []string {
	k := stockIndex(pz.Palette, p.Kind)
	if k < 0 {
		return nil
	}
	var out []string
	for i := b.Pick; i != k; i = (i + 1) % len(pz.Palette) {
		out = append(out, ActionNext)
	}
	rot := b.Rot
	if b.Pick != k {
		rot = 0
	}
	for c := b.Col; c < p.Col; c++ {
		out = append(out, ActionRight)
	}
	for c := b.Col; c > p.Col; c-- {
		out = append(out, ActionLeft)
	}
	for r := b.Row; r < p.Row; r++ {
		out = append(out, ActionDown)
	}
	for r := b.Row; r > p.Row; r-- {
		out = append(out, ActionUp)
	}
	for n := p.Kind.Rotations(); rot%n != p.Rot%n; rot++ {
		out = append(out, ActionRotate)
	}
	return append(out, ActionPlace)
}
