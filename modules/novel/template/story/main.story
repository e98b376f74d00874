# The template's story: two characters, two backgrounds, one choice that
# decides between two endings. See the novel module's documentation for the
# format.

character aki "Aki" #f080b0
character ren "Ren" #80b0f0

label start:
    bg park with fade
    music lanterns.wav
    sound synth:blip
    "A warm afternoon in the park. The lanterns go up tonight."
    show aki happy at left with dissolve
    aki: There you are! I thought you'd forgotten.
    show ren calm at right with slide
    ren: Forgotten? I've been waiting by the gate for an hour.
    show aki sad
    aki: Oh... I was waiting by the fountain.
    choice:
        "Laugh it off":
            set kind
            set mood += 1
            jump laugh
        "Blame Aki":
            set mood -= 1
            jump blame

label laugh:
    show ren calm
    ren: Then we both waited. Let's call it a draw.
    show aki happy
    aki: A draw it is. Come on, the lanterns!
    jump evening

label blame:
    show ren angry
    ren: The gate. I said the gate.
    aki: ...
    hide aki with slide
    jump evening

label evening:
    bg room with dissolve
    if kind:
        show aki happy at center with dissolve
        aki: Thank you for tonight.
        jump good_end
    "Ren walks home alone under the lanterns."
    jump lonely_end

label good_end:
    sound synth:powerup
    "Ending 1 of 2: Lanterns for two."
    end

label lonely_end:
    music stop
    hide ren with fade
    "Ending 2 of 2: One lantern."
    end
