package hud

// Shown returns the text an element shows (a *Counter, *Label or *Typewriter:
// the whole text), or "".
func Shown(el any) string {
	switch v := el.(type) {
	case *Counter:
		return v.shot.plain
	case *Label:
		return v.shot.plain
	case *Typewriter:
		return v.shot.plain
	}
	return ""
}

// Revealed returns the part of a typewriter's text it shows.
func Revealed(t *Typewriter) string {
	if t.Shown <= 0 || len(t.ends) == 0 {
		return ""
	}
	return t.shot.plain[:t.ends[min(t.Shown, len(t.ends))-1]]
}
