package fighting

import "testing"

// record records dirs (one step each), pressing pressed on the last.
func record(b *Buffer, dirs string, pressed Buttons) {
	for i, d := range dirs {
		var p Buttons
		if i == len(dirs)-1 {
			p = pressed
		}
		b.Record(uint8(d-'0'), p)
	}
}

func neutral(n int) string {
	s := make([]byte, n)
	for i := range s {
		s[i] = '5'
	}
	return string(s)
}

var (
	fireball = Input{Motion: "236", Buttons: ButtonP}
	dragon   = Input{Motion: "623", Buttons: ButtonP}
	hurrican = Input{Motion: "214", Buttons: ButtonK}
	boom     = Input{Charge: '4', Motion: "6", Buttons: ButtonP}
	flash    = Input{Charge: '2', Motion: "8", Buttons: ButtonK}
)

// TestMotionWindow: a 236 whose directions span 15 steps up to the press
// (StepsPerDirection × 3) fires; one a step slower does not.
func TestMotionWindow(t *testing.T) {
	for _, c := range []struct {
		gap  int
		want bool
	}{{0, true}, {12, true}, {13, false}, {20, false}} {
		var b Buffer
		record(&b, neutral(10)+"2"+neutral(c.gap)+"36", ButtonLP)
		if got := b.Matches(fireball, StanceStand); got != c.want {
			t.Errorf("2, %d neutral steps, 3, 6+LP: fires %v, want %v", c.gap, got, c.want)
		}
	}
	// Directions in between do not matter; the order does.
	var b Buffer
	record(&b, "63236", ButtonHP)
	if !b.Matches(dragon, StanceStand) {
		t.Error("6 3 2 3 6+P is not a 623")
	}
	b = Buffer{}
	record(&b, "326", ButtonLP)
	if b.Matches(fireball, StanceStand) {
		t.Error("3 2 6+P fires a 236")
	}
	b = Buffer{}
	record(&b, "236", ButtonLK)
	if b.Matches(fireball, StanceStand) {
		t.Error("236+LK fires a 236P")
	}
	b = Buffer{}
	record(&b, "236", ButtonLP)
	if b.Matches(fireball, StanceAir) {
		t.Error("a 236P fires in the air")
	}
}

// TestMotionMirrors: facing left, the keys down, down-left, left are a
// 236 (towards the opponent), and down, down-right, right a 214.
func TestMotionMirrors(t *testing.T) {
	var b Buffer
	b.Record(DirOf(0, -1, -1), 0)
	b.Record(DirOf(-1, -1, -1), 0)
	b.Record(DirOf(-1, 0, -1), ButtonLP)
	if !b.Matches(fireball, StanceStand) {
		t.Errorf("facing left, down, down-left, left+P recorded %v: not a 236", b.Dirs[1:4])
	}
	b = Buffer{}
	b.Record(DirOf(0, -1, -1), 0)
	b.Record(DirOf(1, -1, -1), 0)
	b.Record(DirOf(1, 0, -1), ButtonLK)
	if !b.Matches(hurrican, StanceStand) || b.Matches(fireball, StanceStand) {
		t.Errorf("facing left, down, down-right, right+K recorded %v: want a 214", b.Dirs[1:4])
	}
	for d := uint8(1); d <= 9; d++ {
		if Mirror(Mirror(d)) != d || (d%3 == 2) != (Mirror(d) == d) {
			t.Errorf("Mirror(%d) = %d", d, Mirror(d))
		}
	}
}

// TestCharge: back held ChargeSteps steps, then forward and a punch,
// fires [4]6P; a step less does not; a full charge is kept ChargeKeep
// steps after it is let go.
func TestCharge(t *testing.T) {
	hold := func(d byte, n int) string {
		s := make([]byte, n)
		for i := range s {
			s[i] = d
		}
		return string(s)
	}
	for _, c := range []struct {
		back, between int
		want          bool
	}{{ChargeSteps, 0, true}, {ChargeSteps - 1, 0, false}, {90, 0, true}, {ChargeSteps, ChargeKeep - 1, true}, {ChargeSteps, ChargeKeep + 1, false}} {
		var b Buffer
		record(&b, hold('4', c.back)+hold('5', c.between)+"6", ButtonLP)
		if got := b.Matches(boom, StanceStand); got != c.want {
			t.Errorf("back %d steps, %d neutral, 6+P: fires %v, want %v", c.back, c.between, got, c.want)
		}
	}
	var b Buffer
	record(&b, hold('1', ChargeSteps)+"9", ButtonHK)
	if !b.Matches(flash, StanceStand) {
		t.Error("down-back charged, up-forward+K: no [2]8K")
	}
	if !b.Matches(Input{Stance: StanceStand, Buttons: ButtonHK}, StanceStand) {
		t.Error("the press does not do a normal as well")
	}
}

// TestPressBuffer: a press waits PressBuffer steps, then is gone.
func TestPressBuffer(t *testing.T) {
	jab := Input{Buttons: ButtonLP}
	var b Buffer
	b.Record(5, ButtonLP)
	for i := 1; i < PressBuffer; i++ {
		b.Record(5, 0)
		if !b.Matches(jab, StanceStand) {
			t.Fatalf("the press is gone %d steps after", i)
		}
	}
	b.Record(5, 0)
	if b.Matches(jab, StanceStand) {
		t.Errorf("the press is kept %d steps", PressBuffer)
	}
	// A motion's window counts back from its press, not from now.
	b = Buffer{}
	record(&b, "236", ButtonLP)
	record(&b, neutral(PressBuffer-1), 0)
	if !b.Matches(fireball, StanceStand) {
		t.Error("a buffered 236P does not fire")
	}
}

// TestParseInput reads the notation and refuses what is not.
func TestParseInput(t *testing.T) {
	good := map[string]Input{
		"5LP":     {Buttons: ButtonLP},
		"2HK":     {Stance: StanceCrouch, Buttons: ButtonHK},
		"jK":      {Stance: StanceAir, Buttons: ButtonK},
		"236P":    {Motion: "236", Buttons: ButtonP},
		"236236P": {Motion: "236236", Buttons: ButtonP},
		"[4]6P":   {Charge: '4', Motion: "6", Buttons: ButtonP},
		"LP+LK":   {Buttons: ButtonLP | ButtonLK, All: true},
	}
	for s, want := range good {
		if got, err := ParseInput(s); err != nil || got != want {
			t.Errorf("ParseInput(%q) = %+v, %v; want %+v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "6LP", "[6]4P", "[4]2P", "236", "236X", "123456789P", "LP+", "j"} {
		if in, err := ParseInput(s); err == nil {
			t.Errorf("ParseInput(%q) = %+v, want an error", s, in)
		}
	}
}
