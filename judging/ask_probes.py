"""Questions of every kind a judge asks, in the five languages: the search by meaning's sample of
what questions look like (semantic.py, hubness). Not the evaluation's questions: generic ones, on
every game, so that what they share is the form of a question, not a topic.

A passage close to many of them is close to the question form itself (an FAQ's short generic
question, "Combien de cartes je peux avoir en main ?"), and it came up in the first five answers of
a fifth of the evaluation's questions: cross-domain similarity local scaling takes each passage's
mean cosine with its nearest questions here off its score (issue 33).
"""

PROBES = (
    "Can I do this during my opponent's turn?",
    "What happens if both players lose at the same time?",
    "Does this effect still resolve if the card has left the field?",
    "How many cards can I have in my deck?",
    "Who decides the order when two effects trigger together?",
    "Is it allowed to look at the cards in my opponent's discard pile?",
    "When does my turn end?",
    "Can a card be used twice in the same turn?",
    "What if I cannot pay the cost?",
    "Which rule applies when a card contradicts the rules?",
    "Est-ce que je peux faire ça pendant le tour de mon adversaire ?",
    "Que se passe-t-il si les deux joueurs perdent en même temps ?",
    "Est-ce que l'effet se résout si la carte a quitté le terrain ?",
    "Combien de cartes puis-je avoir dans mon deck ?",
    "Qui choisit l'ordre quand deux effets se déclenchent ensemble ?",
    "Ai-je le droit de regarder la défausse de mon adversaire ?",
    "Quand mon tour se termine-t-il ?",
    "Une carte peut-elle être utilisée deux fois dans le même tour ?",
    "Et si je ne peux pas payer le coût ?",
    "Quelle règle s'applique quand une carte contredit les règles ?",
    "¿Puedo hacer esto durante el turno de mi oponente?",
    "¿Qué pasa si los dos jugadores pierden al mismo tiempo?",
    "¿Se resuelve el efecto si la carta ya dejó el campo?",
    "¿Cuántas cartas puedo tener en mi mazo?",
    "¿Quién decide el orden cuando dos efectos se activan juntos?",
    "¿Puedo mirar la pila de descarte de mi rival?",
    "¿Cuándo termina mi turno?",
    "¿Se puede usar una carta dos veces en el mismo turno?",
    "¿Y si no puedo pagar el coste?",
    "¿Qué regla se aplica cuando una carta contradice las reglas?",
    "هل يمكنني فعل ذلك أثناء دور خصمي؟",
    "ماذا يحدث إذا خسر اللاعبان في الوقت نفسه؟",
    "هل يُحل التأثير إذا غادرت البطاقة الملعب؟",
    "كم بطاقة يمكن أن تكون في مجموعتي؟",
    "من يحدد الترتيب عندما ينشط تأثيران معاً؟",
    "هل يُسمح لي بالنظر إلى البطاقات المهملة لخصمي؟",
    "متى ينتهي دوري؟",
    "هل يمكن استخدام البطاقة مرتين في الدور نفسه؟",
    "ماذا لو لم أستطع دفع التكلفة؟",
    "أي قاعدة تُطبق عندما تتعارض البطاقة مع القواعد؟",
    "ฉันทำแบบนี้ในเทิร์นของคู่ต่อสู้ได้ไหม",
    "ถ้าผู้เล่นทั้งสองแพ้พร้อมกันจะเป็นอย่างไร",
    "เอฟเฟกต์ยังทำงานไหมถ้าการ์ดออกจากสนามไปแล้ว",
    "ในเด็คมีการ์ดได้กี่ใบ",
    "ใครเป็นคนเลือกลำดับเมื่อเอฟเฟกต์สองอันทำงานพร้อมกัน",
    "ดูกองทิ้งของคู่ต่อสู้ได้ไหม",
    "เทิร์นของฉันจบเมื่อไหร่",
    "ใช้การ์ดใบเดียวสองครั้งในเทิร์นเดียวได้ไหม",
    "ถ้าจ่ายค่าใช้จ่ายไม่ได้จะเป็นอย่างไร",
    "ถ้าการ์ดขัดกับกติกา ใช้อะไร",
)
