package fighting

// The input buffer's numbers (see the package documentation, "Input").
const (
	// HistoryLen is how many steps of directions a fighter remembers.
	HistoryLen = 32
	// StepsPerDirection is a motion's leniency: a motion of n directions
	// must be done within n×StepsPerDirection steps up to its button's
	// press (a 236 within 15 steps, a 236236 within 30).
	StepsPerDirection = 5
	// ChargeSteps is how long a charge direction must be held (45 steps,
	// 0.75 s).
	ChargeSteps = 45
	// ChargeKeep is how many steps a full charge is kept after the
	// direction is let go.
	ChargeKeep = 8
	// PressBuffer is how many steps a press waits for a fighter still busy
	// (in recovery, stun or the air) to come out as soon as it is free.
	PressBuffer = 4
)

// Buffer is a fighter's input history: its directions relative to the way
// it faced on each step (6 is towards the opponent), its charges and its
// presses waiting. It is state (part of Fighter), so a rollback puts it
// back.
type Buffer struct {
	// Dirs are the last HistoryLen steps' directions (numpad, 1..9; 0 not
	// yet known), Dirs[N % HistoryLen] the newest.
	Dirs [HistoryLen]uint8 `json:"dirs"`
	// N counts the steps recorded.
	N int `json:"n"`
	// Back and Down count the steps back and down have been held in a
	// row; BackKept and DownKept the steps a full charge is still kept.
	Back     int `json:"back,omitempty"`
	Down     int `json:"down,omitempty"`
	BackKept int `json:"backKept,omitempty"`
	DownKept int `json:"downKept,omitempty"`
	// Press are the buttons pressed in the last PressBuffer steps not yet
	// used, Age the steps since the newest of them.
	Press Buttons `json:"press,omitempty"`
	Age   int     `json:"age,omitempty"`
}

// Mirror returns numpad direction d seen from the other side (4 and 6
// change places, 1 and 3, 7 and 9).
func Mirror(d uint8) uint8 {
	if d < 1 || d > 9 {
		return d
	}
	col, row := (d-1)%3, (d-1)/3
	return row*3 + (2 - col) + 1
}

// DirOf returns the numpad direction of held keys: x is -1 (left), 0 or 1
// (right), y -1 (down), 0 or 1 (up); facing left (facing < 0) it is
// mirrored, so 6 is always towards the opponent.
func DirOf(x, y, facing int) uint8 {
	d := uint8(5 + x + 3*y)
	if facing < 0 {
		d = Mirror(d)
	}
	return d
}

// isBack, isDown and isUp report whether a direction holds back, down or
// up.
func isBack(d uint8) bool { return d == 1 || d == 4 || d == 7 }
func isDown(d uint8) bool { return d >= 1 && d <= 3 }
func isUp(d uint8) bool   { return d >= 7 }

// Record adds one step: its direction d (relative to facing) and the
// buttons pressed in it.
func (b *Buffer) Record(d uint8, pressed Buttons) {
	b.N++
	b.Dirs[b.N%HistoryLen] = d
	b.Back, b.BackKept = charge(isBack(d), b.Back, b.BackKept)
	b.Down, b.DownKept = charge(isDown(d), b.Down, b.DownKept)
	if pressed != 0 {
		b.Press |= pressed
		b.Age = 0
	} else if b.Press != 0 {
		b.Age++
		if b.Age >= PressBuffer {
			b.Press, b.Age = 0, 0
		}
	}
}

// charge counts one step of a charge direction held or not.
func charge(held bool, n, kept int) (int, int) {
	if held {
		return min(n+1, 1000), kept
	}
	if n >= ChargeSteps {
		return 0, ChargeKeep
	}
	return 0, max(kept-1, 0)
}

// Dir returns the direction age steps ago (0 the newest), or 0.
func (b *Buffer) Dir(age int) uint8 {
	if age < 0 || age >= HistoryLen || age >= b.N {
		return 0
	}
	return b.Dirs[(b.N-age)%HistoryLen]
}

// Charged reports whether a charge of c ('4' back, '2' down) is full.
func (b *Buffer) Charged(c byte) bool {
	if c == '4' {
		return b.Back >= ChargeSteps || b.BackKept > 0
	}
	return b.Down >= ChargeSteps || b.DownKept > 0
}

// Motion reports whether the directions of motion ("236") were held in
// that order within len(motion)×StepsPerDirection steps up to the step age
// steps ago (the press's). Directions between them do not matter (6 3 2 3
// is a 623).
func (b *Buffer) Motion(motion string, age int) bool {
	window := len(motion) * StepsPerDirection
	i := len(motion) - 1
	for a := age; a < age+window && i >= 0; a++ {
		d := b.Dir(a)
		if d == 0 {
			return false
		}
		if d == motion[i]-'0' {
			i--
		}
	}
	return i < 0
}

// Matches reports whether in is done by the buffer's presses now, in
// stance st.
func (b *Buffer) Matches(in Input, st Stance) bool {
	if b.Press == 0 {
		return false
	}
	if in.All {
		if b.Press&in.Buttons != in.Buttons {
			return false
		}
	} else if b.Press&in.Buttons == 0 {
		return false
	}
	switch {
	case in.Charge != 0:
		if st == StanceAir || !b.Charged(in.Charge) {
			return false
		}
		d := b.Dir(b.Age)
		if in.Motion == "6" {
			return d == 3 || d == 6 || d == 9
		}
		return isUp(d)
	case in.Motion != "":
		return st != StanceAir && b.Motion(in.Motion, b.Age)
	case in.All:
		return st != StanceAir
	}
	return in.Stance == st
}
