package fighting

import (
	"fmt"
	"strings"
)

// ParseInput reads a move's input in numpad notation: a normal "5LP"
// (standing), "2HK" (crouching), "jHK" (in the air); a motion "236P",
// "623LP", "236236P"; a charge "[4]6P", "[2]8K"; a throw "LP+LK". P means
// either punch, K either kick.
func ParseInput(s string) (Input, error) {
	var in Input
	rest := s
	switch {
	case strings.HasPrefix(rest, "[") && len(rest) >= 4 && rest[2] == ']':
		if rest[1] != '4' && rest[1] != '2' {
			return in, fmt.Errorf("a charge is [4] or [2], not [%c]", rest[1])
		}
		in.Charge = rest[1]
		rest = rest[3:]
		if len(rest) == 0 || (rest[0] != '6' && rest[0] != '8') {
			return in, fmt.Errorf("a charge [4] is released with 6, [2] with 8")
		}
		in.Motion, rest = rest[:1], rest[1:]
	case strings.HasPrefix(rest, "j"):
		in.Stance, rest = StanceAir, rest[1:]
	default:
		n := 0
		for n < len(rest) && rest[n] >= '1' && rest[n] <= '9' {
			n++
		}
		switch {
		case n == 1 && (rest[0] == '5' || rest[0] == '2'):
			if rest[0] == '2' {
				in.Stance = StanceCrouch
			}
		case n == 1:
			return in, fmt.Errorf("a normal is 5 (standing), 2 (crouching) or j (air), not %c", rest[0])
		case n > 8:
			return in, fmt.Errorf("a motion of more than 8 directions")
		case n > 1:
			in.Motion = rest[:n]
		}
		rest = rest[n:]
	}
	for i, part := range strings.Split(rest, "+") {
		var b Buttons
		switch part {
		case "LP":
			b = ButtonLP
		case "HP":
			b = ButtonHP
		case "LK":
			b = ButtonLK
		case "HK":
			b = ButtonHK
		case "P":
			b = ButtonP
		case "K":
			b = ButtonK
		default:
			return in, fmt.Errorf("%q is not a button (LP, HP, LK, HK, P, K) in input %q", part, s)
		}
		if i > 0 {
			in.All = true
		}
		in.Buttons |= b
	}
	return in, nil
}
